/**
 * `/mon-compte/ma-fidelite/points/:id`: the transformation of a card's points into euros (decision
 * 125). The loader is the summary (the simulation, and a fresh key for the transformation), read by
 * the popin or shown as a page without JavaScript; the action transforms, with the key the summary
 * drew: a form posted twice transforms once.
 */
import {
  API_ERROR_CODES,
  endpoints,
  loyaltyConversionBody,
  loyaltyMessages,
  messages,
} from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { loyaltyCalls } from './loyalty-api.server.ts';
import {
  type PointsConversion,
  type PointsSimulation,
  pointsConversionCalls,
} from './points-conversion-api.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface PointsConversionData {
  cardId: number;
  /** « Carte de réduction Plus se terminant par 4321 ». */
  cardName: string;
  /** null when the card's points do not convert (`refusal` says why). */
  simulation: PointsSimulation | null;
  refusal: string | null;
  /** The transformation's idempotency key, drawn once per summary. */
  key: string;
}

export type PointsConversionActionData =
  | { ok: true; conversion: PointsConversion }
  | { ok: false; error: string };

const cardIdOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw data({ message: loyaltyMessages.cardUnknown }, { status: 404 });
  return id;
};

export async function pointsConversionLoader(
  request: Request,
  context: Context,
  rawId: string | undefined,
): Promise<PointsConversionData> {
  const cardId = cardIdOf(rawId);
  const api = await authedApi(request, context);
  const list = await loyaltyCalls.list(api);
  const card = list.data.find((c) => c.id === cardId);
  if (!card) throw data({ message: loyaltyMessages.cardUnknown }, { status: 404 });
  const base = {
    cardId,
    cardName: `${card.libelle} se terminant par ${card.num_carte_carrefour.slice(-4)}`,
    key: crypto.randomUUID(),
  };
  try {
    const simulation = await pointsConversionCalls.simulate(api, { params: { id: cardId } });
    return { ...base, simulation, refusal: null };
  } catch (error) {
    if (!isApiError(error, endpoints.loyaltyConversion.simulate)) throw error;
    if (error.code !== API_ERROR_CODES.loyaltyPointsNotConvertible) throw error;
    return { ...base, simulation: null, refusal: error.message };
  }
}

export async function pointsConversionAction(request: Request, context: Context, rawId: string | undefined) {
  assertSameOrigin(request);
  const cardId = cardIdOf(rawId);
  const api = await authedApi(request, context);
  const form = await request.formData();
  const parsed = loyaltyConversionBody.safeParse({
    points: form.get('points'),
    cle_idempotence: form.get('cle_idempotence'),
  });
  if (!parsed.success)
    return data<PointsConversionActionData>(
      { ok: false, error: parsed.error.issues[0]?.message ?? messages.generic },
      { status: 422 },
    );
  try {
    const conversion = await pointsConversionCalls.convert(api, {
      params: { id: cardId },
      body: parsed.data,
    });
    return data<PointsConversionActionData>({ ok: true, conversion });
  } catch (error) {
    if (!isApiError(error, endpoints.loyaltyConversion.convert) || error.status >= 500) throw error;
    // Refused as the API says (not enough points, a card that does not convert, a key used elsewhere).
    return data<PointsConversionActionData>({ ok: false, error: error.message }, { status: error.status });
  }
}
