/**
 * `/mon-compte/abonnements`: the shopper's delivery subscriptions, current and finished
 * (`GET /api/me/abonnements`); a pro has none (the API answers 403: the not-found page).
 */
import { API_ERROR_CODES, subscriptionMessages } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { type SubscriptionView, subscriptionView } from './subscription-view.ts';
import { subscriptionCalls } from './subscriptions-api.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface SubscriptionsData {
  current: SubscriptionView[];
  finished: SubscriptionView[];
  notice: { text: string; tone: 'status' | 'alert' } | null;
}

/** The payment's outcome, when the payment page sent the shopper back here. */
export const PAYMENT_NOTICES: Record<string, { text: string; tone: 'status' | 'alert' }> = {
  ok: { text: subscriptionMessages.paid, tone: 'status' },
  'en-attente': { text: subscriptionMessages.pending, tone: 'status' },
  refus: { text: subscriptionMessages.refused, tone: 'alert' },
  annulation: { text: subscriptionMessages.cancelled, tone: 'alert' },
  erreur: { text: subscriptionMessages.error, tone: 'alert' },
};

export async function subscriptionsLoader(request: Request, context: Context): Promise<SubscriptionsData> {
  const shop = context.get(shopContext);
  const api = await authedApi(request, context);
  if (api.session.isPro) throw data({ message: 'Page Not Found' }, { status: 404 });
  try {
    const list = (await subscriptionCalls.list(api)).data;
    const paiement = new URL(request.url).searchParams.get('paiement') ?? '';
    return {
      current: list.en_cours.map((s) => subscriptionView(s, shop.storeId)),
      finished: list.termines.map((s) => subscriptionView(s, shop.storeId)),
      notice: PAYMENT_NOTICES[paiement] ?? null,
    };
  } catch (error) {
    if (isApiError(error) && error.code === API_ERROR_CODES.subscriptionsProForbidden)
      throw data({ message: 'Page Not Found' }, { status: 404 });
    throw error;
  }
}
