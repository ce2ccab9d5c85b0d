/**
 * The preparation of an order on the staff side (/gestion/commandes/:id, decision 112): the page's
 * loader (the order by aisle, and the substitutes searched for one line), its form actions (start,
 * a line's outcome, finish) and the picking list's PDF, all called as the staff member of the request.
 */
import { API_ERROR_CODES, endpoints, preparationLineBody } from '@cabas/contracts';
import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { callAsStaff, downloadAsStaff } from '../staff/index.server.ts';
import {
  decodePreparation,
  decodeSubstitutes,
  type PreparationView,
  type SubstituteView,
} from './preparation-decode.ts';

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context; params: { id?: string } };

/** What a refused action tells the page: its message, the line it is about, the lines left. */
export interface PreparationActionData {
  message: string;
  lineId: number | null;
  details: string[];
}

export interface PreparationPageData {
  order: PreparationView;
  /** When the customer said she arrived at the drive (ISO UTC, decision 116), or null. */
  arrivedAt: string | null;
  /** The substitute search of one line (`?remplacer=<line>&q=`). */
  search: { lineId: number; query: string; results: SubstituteView[]; message: string | null } | null;
}

function orderId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw data({ message: 'Cette commande est introuvable.' }, { status: 404 });
  return id;
}

/** A missing order is the not-found page. */
function notFound(error: unknown): never {
  if (isApiError(error) && error.code === API_ERROR_CODES.orderNotFound)
    throw data({ message: error.message }, { status: 404 });
  throw error;
}

export async function preparationLoader(args: Args): Promise<PreparationPageData> {
  const id = orderId(args.params.id);
  const url = new URL(args.request.url);
  const [answer, arrival] = await Promise.all([
    callAsStaff(args, endpoints.preparation.get, { params: { id } }).catch(notFound),
    callAsStaff(args, endpoints.handOver.arrival, { params: { id } }).catch(notFound),
  ]);
  const order = decodePreparation(answer.data);
  const arrivedAt = arrival.data.client_arrive_le;
  const lineId = Number(url.searchParams.get('remplacer'));
  const line = order.aisles.flatMap((a) => a.lines).find((l) => l.id === lineId);
  if (!line || !order.inPreparation || !line.substitutionPossible) return { order, arrivedAt, search: null };
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  try {
    const found = await callAsStaff(args, endpoints.preparation.substitutes, {
      params: { id, ligne_id: line.id },
      query: query ? { q: query } : {},
    });
    return {
      order,
      arrivedAt,
      search: { lineId: line.id, query, results: decodeSubstitutes(found.data), message: null },
    };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 401) throw error;
    return { order, arrivedAt, search: { lineId: line.id, query, results: [], message: error.message } };
  }
}

/** The codes of a refusal the page shows beside its form (the others are error pages). */
const SHOWN = new Set<string>([
  API_ERROR_CODES.preparationTooEarly,
  API_ERROR_CODES.preparationNotAllowed,
  API_ERROR_CODES.preparationIncomplete,
  API_ERROR_CODES.preparationLineChanged,
  API_ERROR_CODES.preparationOutcomeRefused,
  API_ERROR_CODES.substitutionRefused,
  API_ERROR_CODES.substituteUnavailable,
  API_ERROR_CODES.lineNotFound,
  API_ERROR_CODES.invalidData,
]);

function refused(error: unknown, lineId: number | null) {
  if (!isApiError(error) || !error.code || !SHOWN.has(error.code)) return notFound(error);
  const details = Object.values(error.fieldErrors ?? {}).flat();
  return data<PreparationActionData>(
    {
      message: error.message,
      lineId,
      details: error.code === API_ERROR_CODES.preparationIncomplete ? details : [],
    },
    { status: error.status },
  );
}

/** `POST /gestion/commandes/:id`: `intent` = `debut`, `ligne` (with the line's fields), `fin` or `cloture`. */
export async function preparationAction(args: Args) {
  assertSameOrigin(args.request);
  const id = orderId(args.params.id);
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const page = `/gestion/commandes/${id}`;
  if (intent === 'debut' || intent === 'fin') {
    try {
      await callAsStaff(
        args,
        intent === 'debut' ? endpoints.preparation.start : endpoints.preparation.finish,
        {
          params: { id },
        },
      );
    } catch (error) {
      return refused(error, null);
    }
    throw redirect(page);
  }
  if (intent === 'cloture') {
    try {
      await callAsStaff(args, endpoints.staffClosing.close, { params: { id } });
    } catch (error) {
      return refused(error, null);
    }
    throw redirect(page);
  }
  const lineId = Number(form.get('ligne_id'));
  if (intent !== 'ligne' || !Number.isSafeInteger(lineId) || lineId <= 0)
    return data<PreparationActionData>(
      { message: 'Cette action n’est pas reconnue. Rechargez la page.', lineId: null, details: [] },
      { status: 400 },
    );
  const parsed = preparationLineBody.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data<PreparationActionData>(
      { message: parsed.error.issues[0]?.message ?? 'Vérifiez votre saisie.', lineId, details: [] },
      { status: 422 },
    );
  try {
    await callAsStaff(args, endpoints.preparation.setLine, {
      params: { id, ligne_id: lineId },
      body: parsed.data,
    });
  } catch (error) {
    return refused(error, lineId);
  }
  throw redirect(`${page}#ligne-${lineId}`);
}

/** The picking list's PDF, as a download (its errors are the staff frame's pages). */
export const pickingListMiddleware: MiddlewareFunction<Response> = async ({ request, context, params }) => {
  const id = orderId((params as { id?: string }).id);
  try {
    const file = await downloadAsStaff({ request, context }, endpoints.preparation.pickingList, {
      params: { id },
    });
    const name = (file.fileName ?? `liste-de-preparation-${id}.pdf`).replace(/[^\w.-]/g, '_');
    return new Response(file.bytes, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    return notFound(error);
  }
};
