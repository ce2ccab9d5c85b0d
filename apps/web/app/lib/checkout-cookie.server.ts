import { CART_KINDS, type CartKind } from '@cabas/contracts';
import { createCookie } from 'react-router';
import { isCartKind } from './cart-kind.ts';
import { cookieSecret } from './cookie-secrets.server.ts';

export const CHECKOUT_COOKIE = 'cabas_commande';
/** A checkout left alone for a day is started again from step 1. */
const CHECKOUT_COOKIE_SECONDS = 24 * 60 * 60;

/** The checkout step 1 made: its id, its store and its cart kind. */
export interface CheckoutRef {
  id: number;
  store: number;
  kind: CartKind;
}

let cookie: ReturnType<typeof createCookie> | undefined;

/**
 * `cabas_commande`: which checkout the shopper is going through, signed (the API checks that the
 * checkout is the shopper's anyway; a forged value is ignored before any call).
 */
function checkoutCookie() {
  cookie ??= createCookie(CHECKOUT_COOKIE, {
    maxAge: CHECKOUT_COOKIE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secrets: [cookieSecret(CHECKOUT_COOKIE)],
  });
  return cookie;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The checkout of the request's cookie; `null` when missing, tampered with or malformed. */
export async function readCheckoutRef(cookieHeader: string | null): Promise<CheckoutRef | null> {
  const value: unknown = await checkoutCookie().parse(cookieHeader);
  if (typeof value !== 'object' || value === null) return null;
  const { id, store, kind } = value as Record<string, unknown>;
  if (!isId(id) || !isId(store) || !isCartKind(kind, CART_KINDS)) return null;
  return { id, store, kind };
}

export const checkoutRefCookie = (ref: CheckoutRef, secure: boolean) =>
  checkoutCookie().serialize({ id: ref.id, store: ref.store, kind: ref.kind }, { secure });

export const clearCheckoutRefCookie = (secure: boolean) =>
  checkoutCookie().serialize('', { secure, maxAge: 0 });
