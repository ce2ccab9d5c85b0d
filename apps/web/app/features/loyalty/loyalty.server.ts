/**
 * `/mon-compte/ma-fidelite`: the customer's loyalty cards, the linking of a partner card (its number,
 * then its code cagnotte and the captcha), the removal of a card; `/creation-carte-fidelite`: the
 * creation of the shop's own card. Every form posts to these actions, with or without JavaScript.
 */
import {
  API_ERROR_CODES,
  endpoints,
  loyaltyMessages,
  loyaltyPairBody,
  loyaltyPreValidationBody,
  messages,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { type ApiError, isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { readSession } from '../../lib/session.server.ts';
import { parseForm } from '../checkout/checkout-forms.server.ts';
import { loyaltyCalls, type ShopLoyaltyCard, type ShopLoyaltyTotals } from './loyalty-api.server.ts';

type Context = Readonly<RouterContextProvider>;
export const LOYALTY_PAGE = '/mon-compte/ma-fidelite';
export const CARD_CREATION_ERROR_PAGE = '/erreur-creation-carte?carteExistante=1';

export interface LoyaltyPageData {
  cards: ShopLoyaltyCard[];
  totals: ShopLoyaltyTotals;
  mayCreate: boolean;
  /** `?nouvelleCarte=1`: a card was just added. */
  added: boolean;
  /** A card was just deleted ('Suppression carte réussie'). */
  deleted: boolean;
  /** `?ajout=1`: the add form shown in the page (without JavaScript, or "link another"). */
  adding: boolean;
  confirmDelete: ShopLoyaltyCard | null;
}

/** The state of the add-card flow after a post: the step to show and what went wrong. */
export interface LoyaltyActionData {
  step: 'numero' | 'code' | 'bloquee' | 'deja-liee' | 'invalide' | 'suppression';
  numero: string;
  typeCarte?: 'CRF' | 'C4';
  libelleType?: string;
  fieldErrors: Partial<Record<'num_carte_carrefour' | 'code_pin_carrefour' | 'g-captcha-response', string>>;
  /** A message for the whole step (the invalid card, the limits, an unexpected failure). */
  error: string | null;
  /** The captcha payload reached the API: the widget needs a new challenge. */
  captchaUsed?: boolean;
}

const idOf = (value: FormDataEntryValue | string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function loyaltyLoader(request: Request, context: Context): Promise<LoyaltyPageData> {
  const api = await authedApi(request, context);
  const list = await loyaltyCalls.list(api);
  const url = new URL(request.url);
  const deleting = idOf(url.searchParams.get('supprimer'));
  return {
    cards: list.data,
    totals: list.meta.totaux,
    mayCreate: list.meta.creation_possible,
    added: url.searchParams.get('nouvelleCarte') === '1',
    deleted: url.searchParams.get('carteSupprimee') === '1',
    adding: url.searchParams.get('ajout') === '1',
    confirmDelete: list.data.find((c) => c.id === deleting) ?? null,
  };
}

/** The message of a refused entry, by status as the specification says. */
function entryFailure(error: ApiError, base: LoyaltyActionData, status = error.status) {
  const reply = (init: Partial<LoyaltyActionData>) =>
    data<LoyaltyActionData>({ ...base, captchaUsed: true, ...init }, { status });
  switch (error.code) {
    case API_ERROR_CODES.loyaltyCardLocked:
      return reply({ step: 'bloquee', error: loyaltyMessages.cardLocked });
    case API_ERROR_CODES.loyaltyCardAlreadyLinked:
      return reply({ step: 'deja-liee', error: loyaltyMessages.alreadyLinked });
    case API_ERROR_CODES.loyaltyCardInvalid:
      return reply({ step: 'invalide', error: error.message });
  }
  // A field refused: the code of the partner card, the captcha, the form's own checks.
  if (
    error.hasCode(
      API_ERROR_CODES.loyaltyCodeInvalid,
      API_ERROR_CODES.captchaInvalid,
      API_ERROR_CODES.invalidData,
    )
  ) {
    const fieldErrors: LoyaltyActionData['fieldErrors'] = {};
    for (const [key, list] of Object.entries(error.fieldErrors ?? {}))
      if (list[0]) fieldErrors[key as keyof LoyaltyActionData['fieldErrors']] = list[0];
    return reply({ fieldErrors, error: Object.keys(fieldErrors).length ? null : error.message });
  }
  if (error.code === API_ERROR_CODES.tooManyWrongAttempts)
    return reply({ error: messages.tooManyWrongAttempts });
  if (error.code === API_ERROR_CODES.tooManyRequests || error.status === 429)
    return reply({ error: loyaltyMessages.tooManyEntries });
  return reply({ error: error.message || loyaltyMessages.linkFailed });
}

export async function loyaltyAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const api = await authedApi(request, context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const numero = String(form.get('num_carte_carrefour') ?? '').slice(0, 40);

  if (intent === 'supprimer') {
    const id = idOf(form.get('id'));
    if (id === null)
      return data<LoyaltyActionData>(
        { step: 'suppression', numero: '', fieldErrors: {}, error: messages.generic },
        { status: 400 },
      );
    try {
      await api.call(endpoints.loyalty.remove, { params: { id } });
    } catch (error) {
      if (!isApiError(error, endpoints.loyalty.remove) || error.code !== API_ERROR_CODES.loyaltyCardNotFound)
        throw error;
      return data<LoyaltyActionData>(
        { step: 'suppression', numero: '', fieldErrors: {}, error: error.message },
        { status: 404 },
      );
    }
    return redirect(`${LOYALTY_PAGE}?carteSupprimee=1`, 303);
  }

  if (intent === 'appairer') {
    const body = {
      num_carte_carrefour: numero,
      code_pin_carrefour: String(form.get('code_pin_carrefour') ?? ''),
      'g-captcha-response': String(form.get('altcha') ?? ''),
      type_carte: String(form.get('type_carte') ?? ''),
    };
    const base: LoyaltyActionData = {
      step: 'code',
      numero,
      typeCarte: body.type_carte === 'C4' ? 'C4' : 'CRF',
      libelleType: String(form.get('libelle_type') ?? ''),
      fieldErrors: {},
      error: null,
    };
    const parsed = loyaltyPairBody.safeParse(body);
    if (!parsed.success) {
      const fieldErrors: LoyaltyActionData['fieldErrors'] = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof LoyaltyActionData['fieldErrors'];
        fieldErrors[key] ??= issue.message;
      }
      return data<LoyaltyActionData>({ ...base, fieldErrors }, { status: 422 });
    }
    try {
      await api.call(endpoints.loyalty.pair, { body: parsed.data });
    } catch (error) {
      if (!isApiError(error)) throw error;
      return entryFailure(error, base);
    }
    return redirect(`${LOYALTY_PAGE}?nouvelleCarte=1`, 303);
  }

  // The first step: the number.
  const base: LoyaltyActionData = { step: 'numero', numero, fieldErrors: {}, error: null };
  const parsed = parseForm(form, loyaltyPreValidationBody);
  if (!parsed.ok)
    return data<LoyaltyActionData>(
      { ...base, fieldErrors: { num_carte_carrefour: parsed.errors.num_carte_carrefour ?? parsed.first } },
      { status: 422 },
    );
  try {
    const answer = await api.call(endpoints.loyalty.preValidate, { body: parsed.value });
    return data<LoyaltyActionData>({
      ...base,
      step: 'code',
      numero: parsed.value.num_carte_carrefour,
      typeCarte: answer.data.type_carte,
      libelleType: answer.data.libelle_type,
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return entryFailure(error, base);
  }
}

export interface CardCreationActionData {
  error: string | null;
}

/** `/creation-carte-fidelite`: creates the own card; the customer who has one goes to the error page. */
export async function cardCreationAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const api = await authedApi(request, context);
  const form = await request.formData();
  try {
    await api.call(endpoints.loyalty.create, {
      body: { acceptEmail: form.get('acceptEmail') === 'on', acceptSms: form.get('acceptSms') === 'on' },
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === API_ERROR_CODES.loyaltyCardExists) return redirect(CARD_CREATION_ERROR_PAGE, 303);
    return data<CardCreationActionData>({ error: error.message }, { status: error.status });
  }
  return redirect(`${LOYALTY_PAGE}?nouvelleCarte=1`, 303);
}

/** `/accueil-fidelite`: for a logged-in customer, the cards' totals; nothing for a visitor. */
export async function loyaltyHomeLoader(request: Request, context: Context) {
  if (!(await readSession(request))) return { loggedIn: false as const };
  const api = await authedApi(request, context);
  const list = await loyaltyCalls.list(api);
  return {
    loggedIn: true as const,
    cards: list.data.length,
    totals: list.meta.totaux,
    mayCreate: list.meta.creation_possible,
  };
}
