/**
 * `/commander-pro`, the pro checkout's main step: creates (or gets back) the pro checkout of the drive
 * cart, then the drive, the slot and the payment mode, each a form posted here (without JavaScript
 * too); the slot grid posts with a fetcher and gets the hold announcement back.
 */
import {
  API_ERROR_CODES,
  endpoints,
  PRO_PAYMENT_MODES,
  proMessages,
  serviceChoiceForm,
  slotChoiceForm,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { checkoutRefCookie } from '../../lib/checkout-cookie.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { CART_PATH, CHECKOUT_PATH, PRO_CHECKOUT_PATH } from '../../lib/guards.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { proCheckoutCalls, type ShopProCheckout } from './pro-checkout-api.server.ts';
import { type ProCheckoutFailure, proCheckoutFailure } from './pro-checkout-failure.ts';
import { proCheckoutId, throwIfStoreRefused } from './pro-session.server.ts';
import { type HoldView, mainView, type ProMainView, slotDays } from './pro-view.server.ts';

type Context = Readonly<RouterContextProvider>;

export type ProMainStepData =
  | { ok: true; view: ProMainView; paymentOutcome: string | null }
  | { ok: false; failure: ProCheckoutFailure };

/** Back from the hosted payment page without an order: why (`?paiement=refus|annulation|erreur`). */
function paymentOutcome(url: URL): string | null {
  const outcome = url.searchParams.get('paiement');
  return outcome && Object.hasOwn(proMessages.paymentOutcome, outcome)
    ? proMessages.paymentOutcome[outcome as keyof typeof proMessages.paymentOutcome]
    : null;
}

export type ProMainActionData = {
  intent: string;
  /** The drive or payment form read back (Conform). */
  result?: FormResult;
  /** The slot held (the grid's fetcher). */
  hold?: HoldView;
  /** The slot refused. */
  error?: string;
  /** The error popin. */
  failure?: ProCheckoutFailure;
};

/** The API's status of a failed call (no answer: 504). */
const statusOf = (error: { status: number; isNoResponse: boolean }) =>
  error.isNoResponse ? 504 : error.status;

export async function proMainStepLoader(request: Request, context: Context): Promise<ProMainStepData> {
  const shop = context.get(shopContext);
  if (shop.storeId === null) throw redirect(PRO_CHECKOUT_PATH);
  const store = shop.storeId;
  const api = await authedApi(request, context);
  let checkout: ShopProCheckout;
  try {
    checkout = await proCheckoutCalls.create(api, store, shop.uuid);
  } catch (error) {
    if (!isApiError(error, endpoints.proCheckout.create) || error.status === 401 || error.status === 429)
      throw error;
    if (error.code === API_ERROR_CODES.checkoutCartEmpty) throw redirect(`${CART_PATH}?type_panier=drive`);
    if (error.code === API_ERROR_CODES.proAccountRequired) throw redirect(CHECKOUT_PATH);
    throwIfStoreRefused(error);
    return { ok: false, failure: proCheckoutFailure(statusOf(error), error.message, 'creation')! };
  }
  shop.setCookie(await checkoutRefCookie({ id: checkout.id, store, kind: 'drive' }, shop.secure));
  const days =
    checkout.service_id === null
      ? []
      : slotDays(await proCheckoutCalls.slots(api, store, checkout.id, checkout.service_id));
  return { ok: true, view: mainView(checkout, days), paymentOutcome: paymentOutcome(new URL(request.url)) };
}

const paymentChoiceForm = z.object({
  modePaiement: z.enum(PRO_PAYMENT_MODES, { error: proMessages.paymentModeRequired }),
});

const BACK = () => redirect(PRO_CHECKOUT_PATH, 303);

/** The first message the API gave on a field, if any. */
const firstFieldError = (error: { fieldErrors?: Record<string, string[]> }) =>
  Object.values(error.fieldErrors ?? {}).flat()[0];

/**
 * The main step's forms (`intent`): the drive (`service`), the slot (`creneau`; JSON to the grid's
 * fetcher, `js=1`) and the payment mode (`paiement`). A refusal on the form (422) shows by its field;
 * any other shows the error popin (doc 1 §4).
 */
export async function proMainStepAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const form = await request.formData();
  const intent = typeof form.get('intent') === 'string' ? String(form.get('intent')) : '';
  const answer = (body: Omit<ProMainActionData, 'intent'>, status = 200) =>
    data<ProMainActionData>({ intent, ...body }, { status });
  const ref = await proCheckoutId(context);
  if (!ref) return BACK();
  const api = await authedApi(request, context);
  const { store, id } = ref;
  const service = parseForm(form, serviceChoiceForm);
  const payment = parseForm(form, paymentChoiceForm);
  try {
    if (intent === 'service') {
      if (!service.ok) return answer({ result: service.reply() }, 422);
      const { dateLastUpdate } = await proCheckoutCalls.get(api, store, id);
      await proCheckoutCalls.update(api, store, id, { dateLastUpdate, service_id: service.value.service_id });
      return BACK();
    }
    if (intent === 'paiement') {
      if (!payment.ok) return answer({ result: payment.reply() }, 422);
      const { dateLastUpdate } = await proCheckoutCalls.get(api, store, id);
      await proCheckoutCalls.update(api, store, id, {
        dateLastUpdate,
        modePaiement: payment.value.modePaiement,
      });
      return BACK();
    }
    if (intent === 'creneau') {
      const slot = parseForm(form, slotChoiceForm);
      if (!slot.ok) return answer({ error: slot.fieldErrors.creneau_id }, 422);
      const { dateLastUpdate } = await proCheckoutCalls.get(api, store, id);
      const updated = await proCheckoutCalls.chooseSlot(
        api,
        store,
        id,
        dateLastUpdate,
        slot.value.creneau_id,
      );
      if (form.get('js') !== '1') return BACK();
      const hold = mainView(updated, []).hold;
      return answer(hold ? { hold } : {});
    }
    return BACK();
  } catch (error) {
    if (!isApiError(error) || error.status === 401 || error.status === 429) throw error;
    throwIfStoreRefused(error);
    const failure = proCheckoutFailure(statusOf(error), error.message, 'action');
    if (failure) return answer({ failure }, statusOf(error));
    // A 422: the message goes on the form (the error reset, no popin).
    const onField = firstFieldError(error) ?? error.message;
    if (intent === 'creneau') return answer({ error: onField }, 422);
    const parsed = intent === 'paiement' ? payment : service;
    const field = intent === 'paiement' ? 'modePaiement' : 'service_id';
    return answer({ result: parsed.reply({ fieldErrors: { [field]: onField } }) }, 422);
  }
}
