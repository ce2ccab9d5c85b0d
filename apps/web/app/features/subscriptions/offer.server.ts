/**
 * `/abonnement-livraison`: the delivery subscription offer of the shopper's store
 * (`GET /api/magasins/{id}/abonnement-livraison`, as the shopper when logged in) and its purchase
 * (`POST /api/me/abonnements`, then the hosted payment page, decision 081).
 */
import { endpoints, messages, subscriptionPurchaseBody } from '@cabas/contracts';
import { data, type RouterContextProvider, redirectDocument } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { readSession } from '../../lib/session.server.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { PAYMENT_NOTICES } from './subscriptions.server.ts';
import { type ShopSubscriptionOffer, subscriptionCalls } from './subscriptions-api.server.ts';

type Context = Readonly<RouterContextProvider>;
/** The national store: no store chosen. */
const NATIONAL_STORE_ID = 999;

export interface OfferData {
  offer: ShopSubscriptionOffer;
  loggedIn: boolean;
  notice: { text: string; tone: 'status' | 'alert' } | null;
}

export interface OfferActionData {
  /** The duration chosen and its message, or the whole form's (the store, the API's refusal). */
  result: FormResult;
}

export async function offerLoader(request: Request, context: Context): Promise<OfferData> {
  const shop = context.get(shopContext);
  const session = await readSession(request);
  const params = { id: shop.storeId ?? NATIONAL_STORE_ID };
  const offer = session
    ? await subscriptionCalls.offer(await authedApi(request, context), { params })
    : await subscriptionCalls.offer(shop.api, { params });
  const paiement = new URL(request.url).searchParams.get('paiement') ?? '';
  const notice = PAYMENT_NOTICES[paiement];
  return { offer, loggedIn: session !== null, notice: notice && notice.tone === 'alert' ? notice : null };
}

export async function offerAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const api = await authedApi(request, context);
  const parsed = parseForm(await request.formData(), subscriptionPurchaseBody);
  if (!parsed.ok) {
    // The store is the form's own hidden field: its refusal is the whole form's message.
    const onChoice = parsed.fieldErrors.offre_id !== undefined;
    const formError = onChoice ? null : (parsed.fieldErrors.magasin_id ?? messages.generic);
    return data<OfferActionData>({ result: parsed.reply({ formError }) }, { status: 422 });
  }
  try {
    const answer = await api.call(endpoints.subscriptions.purchase, { body: parsed.value });
    return redirectDocument(answer.url_webview_paiement, 303);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 401) throw error;
    // The API's own French message (the client's 403 text is the lockout one, not this refusal's).
    const body = error.data as { message?: unknown } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : messages.generic;
    return data<OfferActionData>({ result: parsed.reply({ formError: message }) }, { status: error.status });
  }
}
