import { CART_KINDS, type CartKind } from '@cabas/contracts';
import { createCookie } from 'react-router';
import { isCartKind } from './cart-kind.ts';

/**
 * `cabas_paiement_type`: the cart kind being paid, kept while the shopper is on the hosted payment
 * page (an hour), whose return address does not carry it. Not signed: it only picks which cart the
 * outcome page links back to.
 */
export const paymentKindCookie = createCookie('cabas_paiement_type', {
  maxAge: 60 * 60,
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
});

export async function readPaymentKind(cookieHeader: string | null): Promise<CartKind | null> {
  const value: unknown = await paymentKindCookie.parse(cookieHeader);
  return isCartKind(value, CART_KINDS) ? value : null;
}

export const paymentKindSetCookie = (kind: CartKind, secure: boolean) =>
  paymentKindCookie.serialize(kind, { secure });

export const clearPaymentKindCookie = (secure: boolean) =>
  paymentKindCookie.serialize('', { secure, maxAge: 0 });
