/**
 * Which pro checkout the pro is going through: the main step creates (or gets back) the checkout of
 * the drive cart and remembers its id in the checkout's signed cookie (`lib/checkout-cookie.server.ts`,
 * the pro checkout being a checkout of the drive cart, decision 119); the other pages load it.
 */
import { API_ERROR_CODES, endpoints, proMessages } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { readCheckoutRef } from '../../lib/checkout-cookie.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { PRO_CHECKOUT_PATH } from '../../lib/guards.ts';
import { proCheckoutCalls, type ShopProCheckout } from './pro-checkout-api.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface LoadedProCheckout {
  api: AuthedApi;
  store: number;
  checkout: ShopProCheckout;
}

/** The checkout id of the cookie when it is of the request's store, else null. */
export async function proCheckoutId(context: Context): Promise<{ store: number; id: number } | null> {
  const shop = context.get(shopContext);
  const ref = await readCheckoutRef(shop.cookieHeader);
  if (shop.storeId === null || !ref || ref.store !== shop.storeId || ref.kind !== 'drive') return null;
  return { store: ref.store, id: ref.id };
}

/**
 * The pro checkout of the cookie, for a page after the main step: without one (none made, another
 * store's, gone from the API) the pro is sent back to the main step, which makes it again.
 */
export async function loadProCheckout(request: Request, context: Context): Promise<LoadedProCheckout> {
  const ref = await proCheckoutId(context);
  if (!ref) throw redirect(PRO_CHECKOUT_PATH);
  const api = await authedApi(request, context);
  try {
    return { api, store: ref.store, checkout: await proCheckoutCalls.get(api, ref.store, ref.id) };
  } catch (error) {
    if (isApiError(error, endpoints.proCheckout.get) && error.code === API_ERROR_CODES.checkoutNotFound)
      throw redirect(PRO_CHECKOUT_PATH);
    throw error;
  }
}

/**
 * A pro store refusal of the API (403: outside the agreement, without the pro service) thrown as the
 * refusal page with its message and the change-store button; anything else is left to the caller.
 */
export function throwIfStoreRefused(error: { code?: string }): void {
  if (error.code === API_ERROR_CODES.proStoreNotAllowed)
    throw data(
      { message: proMessages.storeNotAllowed, reason: 'store_outside_agreement' },
      { status: 403, statusText: 'pro-store-refused' },
    );
  if (error.code === API_ERROR_CODES.proServiceUnavailable)
    throw data(
      { message: proMessages.serviceUnavailable, reason: 'store_without_pro_service' },
      { status: 403, statusText: 'pro-store-refused' },
    );
}
