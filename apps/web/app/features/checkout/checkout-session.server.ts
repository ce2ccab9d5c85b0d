/**
 * Which checkout the shopper is going through: step 1 creates (or gets back) the checkout of one cart
 * kind and remembers its id in an httpOnly cookie; the later steps load it and apply the
 * tunnel-go-first-step guard: reached out of order, they send the shopper back to step 1.
 */
import { CART_KINDS, type CartKind, type CheckoutResponse, DEFAULT_CART_KIND } from '@cabas/contracts';
import { type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { deleteCookie, serializeCookie } from '../../lib/cookies.ts';
import { requireClient } from '../auth/auth.server.ts';
import { type AuthedApi, authedApi } from '../auth/authed-api.server.ts';
import { isCartKind } from '../cart/kinds.ts';
import { checkoutCalls } from './checkout-api.server.ts';
import { type CheckoutStep, stepGuard } from './checkout-rules.ts';

type Context = Readonly<RouterContextProvider>;

export const CHECKOUT_COOKIE = 'cabas_commande';
/** A checkout left alone for a day is started again from step 1. */
const CHECKOUT_COOKIE_SECONDS = 24 * 60 * 60;

export interface CheckoutRef {
  id: number;
  store: number;
  kind: CartKind;
}

export function parseCheckoutRef(value: string | undefined): CheckoutRef | null {
  const match = /^(\d{1,12})\.(\d{1,9})\.([a-z_]+)$/.exec(value ?? '');
  if (!match || !isCartKind(match[3], CART_KINDS)) return null;
  return { id: Number(match[1]), store: Number(match[2]), kind: match[3] };
}

export function checkoutRefCookie(ref: CheckoutRef, secure: boolean): string {
  return serializeCookie(CHECKOUT_COOKIE, `${ref.id}.${ref.store}.${ref.kind}`, {
    httpOnly: true,
    secure,
    maxAgeSeconds: CHECKOUT_COOKIE_SECONDS,
  });
}

export const clearCheckoutRef = (secure: boolean) =>
  deleteCookie(CHECKOUT_COOKIE, { httpOnly: true, secure });

export const firstStepUrl = (kind: CartKind = DEFAULT_CART_KIND) => `/commander?type_panier=${kind}`;

export interface LoadedCheckout {
  api: AuthedApi;
  store: number;
  ref: CheckoutRef;
  checkout: CheckoutResponse;
}

export function progressOf(checkout: CheckoutResponse) {
  const a = checkout.data.attributes;
  return {
    exists: true,
    hasService: a.service_id !== null,
    isHomeDelivery: a.mode_commande === 'LAD',
    hasAddress: a.idAdresseLivraison !== null,
    hasSlot: a.creneau !== null,
  };
}

/**
 * A later step's checkout: login required (401 page otherwise), the checkout of the cookie in the
 * current store, and the steps before this one done; else back to step 1.
 */
export async function loadCheckoutStep(
  request: Request,
  context: Context,
  step: Exclude<CheckoutStep, 'start'>,
): Promise<LoadedCheckout> {
  await requireClient(request);
  const shop = context.get(shopContext);
  const ref = parseCheckoutRef(shop.cookies.get(CHECKOUT_COOKIE));
  if (shop.storeId === null || !ref || ref.store !== shop.storeId) throw redirect(firstStepUrl(ref?.kind));
  const api = await authedApi(request, context);
  let checkout: CheckoutResponse;
  try {
    checkout = await checkoutCalls.get(api, ref.store, ref.id);
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw redirect(firstStepUrl(ref.kind));
    throw error;
  }
  if (stepGuard(step, progressOf(checkout))) throw redirect(firstStepUrl(ref.kind));
  return { api, store: ref.store, ref, checkout };
}
