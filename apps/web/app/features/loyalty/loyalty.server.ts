/**
 * `/mon-compte/ma-fidelite`: the customer's loyalty cards, the linking of a partner card (its number,
 * then its code cagnotte and the captcha), the removal of a card; `/creation-carte-fidelite`: the
 * creation of the shop's own card. Every form posts to these actions, with or without JavaScript.
 */
import {
  API_ERROR_CODES,
  endpoints,
  loyaltyCreateBody,
  loyaltyMessages,
  loyaltyPairBody,
  loyaltyPreValidationBody,
  messages,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { type ApiError, isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { firstErrors, parseForm, type ReplyExtras } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { readSession } from '../../lib/session.server.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { challengeCalls } from '../loyalty-challenges/index.server.ts';
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
  /** Défis are offered to this customer: the page links to them (others would be sent back). */
  challenges: boolean;
}

/**
 * The state of the add-card flow after a post: the step to show and what went wrong. The number and
 * the code steps are forms, read back with Conform (`result`: what was typed, each field's message,
 * the whole step's: the limits, an unexpected failure); the other steps end the entry with their text
 * (`error`), as does a refused deletion.
 */
export type LoyaltyActionData = LoyaltyFormStep | LoyaltyEndStep;

export interface LoyaltyFormStep {
  step: 'numero' | 'code';
  /** The card's number, as posted (the code step shows it and posts it again). */
  numero: string;
  typeCarte?: 'CRF' | 'C4';
  libelleType?: string;
  result: FormResult;
  /** The captcha payload reached the API: the widget needs a new challenge. */
  captchaUsed?: boolean;
}

export interface LoyaltyEndStep {
  step: 'bloquee' | 'deja-liee' | 'invalide' | 'suppression';
  numero: string;
  /** The step's text (the invalid card's reasons come with it, a refused deletion's message). */
  error: string;
  captchaUsed?: boolean;
}

/**
 * The code step as posted: the captcha's payload comes as `altcha` (the widget's field), sent to the
 * API as `g-captcha-response`.
 */
const loyaltyPairForm = loyaltyPairBody
  .omit({ 'g-captcha-response': true })
  .extend({ altcha: loyaltyPairBody.shape['g-captcha-response'] });

/** Never sent back to the page: the captcha's payload and the code cagnotte. */
const HIDDEN = ['altcha', 'code_pin_carrefour'];

const idOf = (value: FormDataEntryValue | string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function loyaltyLoader(request: Request, context: Context): Promise<LoyaltyPageData> {
  const api = await authedApi(request, context);
  const [list, challenges] = await Promise.all([
    loyaltyCalls.list(api),
    // The link is a convenience: without an answer on défis the page still shows the cards.
    challengeCalls.list(api).catch(() => null),
  ]);
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
    challenges: challenges?.eligible ?? false,
  };
}

/** The message of a refused entry, by status as the specification says. */
function entryFailure(
  error: ApiError,
  base: Omit<LoyaltyFormStep, 'result'>,
  reply: (extras?: ReplyExtras) => FormResult,
  status = error.status,
) {
  const end = (step: LoyaltyEndStep['step'], message: string) =>
    data<LoyaltyActionData>({ step, numero: base.numero, error: message, captchaUsed: true }, { status });
  const again = (extras: ReplyExtras) =>
    data<LoyaltyActionData>(
      { ...base, captchaUsed: true, result: reply({ ...extras, hide: HIDDEN }) },
      { status },
    );
  switch (error.code) {
    case API_ERROR_CODES.loyaltyCardLocked:
      return end('bloquee', loyaltyMessages.cardLocked);
    case API_ERROR_CODES.loyaltyCardAlreadyLinked:
      return end('deja-liee', loyaltyMessages.alreadyLinked);
    case API_ERROR_CODES.loyaltyCardInvalid:
      return end('invalide', error.message);
  }
  // A field refused: the code of the partner card, the captcha, the form's own checks.
  if (
    error.hasCode(
      API_ERROR_CODES.loyaltyCodeInvalid,
      API_ERROR_CODES.captchaInvalid,
      API_ERROR_CODES.invalidData,
    )
  ) {
    // The API names the captcha's field `g-captcha-response`; the form, `altcha`.
    const { 'g-captcha-response': captcha, ...fields } = firstErrors(error.fieldErrors);
    const fieldErrors = { ...fields, ...(captcha ? { altcha: captcha } : {}) };
    return again({ fieldErrors, formError: Object.keys(fieldErrors).length ? null : error.message });
  }
  if (error.code === API_ERROR_CODES.tooManyWrongAttempts)
    return again({ formError: messages.tooManyWrongAttempts });
  if (error.code === API_ERROR_CODES.tooManyRequests || error.status === 429)
    return again({ formError: loyaltyMessages.tooManyEntries });
  return again({ formError: error.message || loyaltyMessages.linkFailed });
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
        { step: 'suppression', numero: '', error: messages.generic },
        { status: 400 },
      );
    try {
      await api.call(endpoints.loyalty.remove, { params: { id } });
    } catch (error) {
      if (!isApiError(error, endpoints.loyalty.remove) || error.code !== API_ERROR_CODES.loyaltyCardNotFound)
        throw error;
      return data<LoyaltyActionData>(
        { step: 'suppression', numero: '', error: error.message },
        { status: 404 },
      );
    }
    return redirect(`${LOYALTY_PAGE}?carteSupprimee=1`, 303);
  }

  if (intent === 'appairer') {
    const typeCarte = form.get('type_carte');
    const base: Omit<LoyaltyFormStep, 'result'> = {
      step: 'code',
      numero,
      typeCarte: typeCarte === 'C4' ? 'C4' : 'CRF',
      libelleType: String(form.get('libelle_type') ?? ''),
    };
    const parsed = parseForm(form, loyaltyPairForm);
    if (!parsed.ok)
      return data<LoyaltyActionData>({ ...base, result: parsed.reply({ hide: HIDDEN }) }, { status: 422 });
    const { altcha, ...card } = parsed.value;
    try {
      await api.call(endpoints.loyalty.pair, { body: { ...card, 'g-captcha-response': altcha } });
    } catch (error) {
      if (!isApiError(error)) throw error;
      return entryFailure(error, base, parsed.reply);
    }
    return redirect(`${LOYALTY_PAGE}?nouvelleCarte=1`, 303);
  }

  // The first step: the number.
  const base: Omit<LoyaltyFormStep, 'result'> = { step: 'numero', numero };
  const parsed = parseForm(form, loyaltyPreValidationBody);
  if (!parsed.ok) return data<LoyaltyActionData>({ ...base, result: parsed.reply() }, { status: 422 });
  try {
    const answer = await api.call(endpoints.loyalty.preValidate, { body: parsed.value });
    // The code step: a new form, empty.
    return data<LoyaltyActionData>({
      step: 'code',
      numero: parsed.value.num_carte_carrefour,
      typeCarte: answer.data.type_carte,
      libelleType: answer.data.libelle_type,
      result: parsed.reply({ reset: true }),
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return entryFailure(error, base, parsed.reply);
  }
}

export interface CardCreationActionData {
  /** The consents as ticked, and the API's refusal as the whole form's message. */
  result: FormResult;
}

/** `/creation-carte-fidelite`: creates the own card; the customer who has one goes to the error page. */
export async function cardCreationAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const api = await authedApi(request, context);
  const parsed = parseForm(await request.formData(), loyaltyCreateBody);
  if (!parsed.ok)
    return data<CardCreationActionData>(
      { result: parsed.reply({ formError: messages.generic }) },
      { status: 422 },
    );
  try {
    await api.call(endpoints.loyalty.create, { body: parsed.value });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === API_ERROR_CODES.loyaltyCardExists) return redirect(CARD_CREATION_ERROR_PAGE, 303);
    return data<CardCreationActionData>(
      { result: parsed.reply({ formError: error.message }) },
      { status: error.status },
    );
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
