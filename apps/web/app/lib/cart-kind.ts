import { CART_KINDS, type CartKind, DEFAULT_CART_KIND } from '@cabas/contracts';

/** Whether a value read from a query, a form or a cookie names one of the given cart kinds. */
export function isCartKind(value: unknown, kinds: readonly string[]): value is CartKind {
  return typeof value === 'string' && kinds.includes(value);
}

/** The checkout's cart kind an address names (query `type_panier`), drive by default. */
export function cartKindOfUrl(url: URL): CartKind {
  const requested = url.searchParams.get('type_panier');
  return isCartKind(requested, CART_KINDS) ? requested : DEFAULT_CART_KIND;
}
