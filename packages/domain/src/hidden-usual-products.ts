import type { UsualProduct } from './buying-rhythm.ts';

/**
 * Usual products the customer removed from their list ("Retirer de mes produits habituels"). A hidden
 * product stays out of the usual products, the cart suggestions and the usual basket until the
 * customer buys it again: one purchase dated after the hiding brings it back, with its whole history.
 */
export interface HiddenUsualProduct {
  productId: number;
  hiddenAt: Date;
}

/** Whether a product hidden at `hiddenAt` is still hidden, given its latest purchase. */
export function isStillHidden(lastPurchaseAt: Date, hiddenAt: Date): boolean {
  return lastPurchaseAt.getTime() <= hiddenAt.getTime();
}

/** The usual products without those still hidden, in the same order. */
export function withoutHidden<T extends Pick<UsualProduct, 'productId' | 'lastAt'>>(
  usual: readonly T[],
  hidden: readonly HiddenUsualProduct[],
): T[] {
  if (hidden.length === 0) return [...usual];
  const hiddenAt = new Map(hidden.map((h) => [h.productId, h.hiddenAt]));
  return usual.filter((u) => {
    const at = hiddenAt.get(u.productId);
    return at === undefined || !isStillHidden(u.lastAt, at);
  });
}
