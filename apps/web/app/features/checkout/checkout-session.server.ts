/**
 * Which checkout the shopper is going through: step 1 creates (or gets back) the checkout of one cart
 * kind and remembers its id in a signed httpOnly cookie (`lib/checkout-cookie.server.ts`); the later steps load it, and the checkout steps'
 * middleware (`checkout-guard.server.ts`) checks it before their pages: reached out of order, they send
 * the shopper back to step 1.
 */
import { API_ERROR_CODES, type CartKind, DEFAULT_CART_KIND } from '@cabas/contracts';
import { createContext, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { type CheckoutRef, readCheckoutRef } from '../../lib/checkout-cookie.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { decideGuards, firstStepPath } from '../../lib/guards.ts';
import { checkoutCalls } from './checkout-api.server.ts';
import type { ShopCheckout } from './checkout-decode.ts';
import { type CheckoutStep, stepGuard } from './checkout-rules.ts';

type Context = Readonly<RouterContextProvider>;

export type { CheckoutRef } from '../../lib/checkout-cookie.server.ts';

/** The checkout's first step for a cart kind (one definition, shared with the guards). */
export const firstStepUrl = (kind: CartKind = DEFAULT_CART_KIND) => firstStepPath(kind);

export interface LoadedCheckout {
  api: AuthedApi;
  store: number;
  ref: CheckoutRef;
  checkout: ShopCheckout;
}

export function progressOf(checkout: ShopCheckout) {
  const a = checkout.data.attributes;
  return {
    exists: true,
    hasService: a.service_id !== null,
    isHomeDelivery: a.mode_commande === 'LAD',
    hasAddress: a.idAdresseLivraison !== null,
    hasSlot: a.creneau !== null,
  };
}

/** The checkout the steps' middleware loaded and checked, until the page's action or loader takes it. */
export const checkedCheckoutContext = createContext<LoadedCheckout | null>(null);

/**
 * A later step's checkout, for its loader or action. The checkout steps' middleware has already
 * loaded and checked it (login, order of the steps, cart): it is given once, then loaded and checked
 * again (a loader running after its action's write sees the checkout as written).
 */
export async function loadCheckoutStep(
  request: Request,
  context: Context,
  step: Exclude<CheckoutStep, 'start'>,
): Promise<LoadedCheckout> {
  const checked = context.get(checkedCheckoutContext);
  if (checked) {
    context.set(checkedCheckoutContext, null);
    return checked;
  }
  return checkCheckoutStep(request, context, step);
}

/**
 * The checkout of a later step, checked by the steps' rules: the checkout of the cookie in the current
 * store and the steps before this one done (else back to step 1), a cart holding something (else back
 * to the cart). The shopper is logged in (the middleware asked first).
 */
export async function checkCheckoutStep(
  request: Request,
  context: Context,
  step: Exclude<CheckoutStep, 'start'>,
): Promise<LoadedCheckout> {
  const shop = context.get(shopContext);
  const ref = await readCheckoutRef(shop.cookieHeader);
  if (shop.storeId === null || !ref || ref.store !== shop.storeId) throw redirect(firstStepUrl(ref?.kind));
  const api = await authedApi(request, context);
  let checkout: ShopCheckout;
  try {
    checkout = await checkoutCalls.get(api, ref.store, ref.id);
  } catch (error) {
    if (isApiError(error) && error.code === API_ERROR_CODES.checkoutNotFound)
      throw redirect(firstStepUrl(ref.kind));
    throw error;
  }
  const outcome = decideGuards(['tunnel', 'tunnel-go-first-step'], {
    loggedIn: true,
    isPro: api.session.isPro,
    storeId: shop.storeId,
    cartType: ref.kind,
    cartLines: checkout.data.attributes.panier.nb_articles,
    stepReached: stepGuard(step, progressOf(checkout)) === null,
  });
  if (outcome.kind === 'redirect') throw redirect(outcome.to);
  return { api, store: ref.store, ref, checkout };
}
