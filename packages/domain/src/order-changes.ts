import type { Cents } from './money.ts';

/**
 * Cancelling or editing a placed order: until when it is allowed, and how a difference of amount is
 * given back. The cut-off is the slot's own `cutoffAt` (the moment the store closes the slot to
 * orders and prints its preparation list): past it the goods may already be picked (record 041).
 */

/** Why an order can no longer be changed by its shopper. */
export type OrderChangeRefusal = 'statut' | 'sans_creneau' | 'delai_depasse';

export function orderChangeRefusal(
  order: { status: string; slotCutoffAt: string | null },
  now: Date,
): OrderChangeRefusal | null {
  if (order.status.toUpperCase() !== 'COMMANDEE') return 'statut';
  if (order.slotCutoffAt === null) return 'sans_creneau';
  if (new Date(order.slotCutoffAt).getTime() <= now.getTime()) return 'delai_depasse';
  return null;
}

export const canChangeOrder = (order: { status: string; slotCutoffAt: string | null }, now: Date) =>
  orderChangeRefusal(order, now) === null;

/** What was paid with each means, and what goes back to each. */
export interface PaidMeans {
  card: Cents;
  giftCard: Cents;
  tirelire: Cents;
}

/**
 * A refund of `amount` spread over what was paid: the card first (money back to the bank account),
 * then the gift card, then the cagnotte — the reverse of the payment, where the gift card and the
 * cagnotte were used first. Never more than was paid with a means.
 */
export function refundSplit(amount: Cents, paid: PaidMeans): PaidMeans {
  let rest = Math.max(0, amount);
  const take = (available: Cents) => {
    const part = Math.min(rest, Math.max(0, available));
    rest -= part;
    return part;
  };
  const card = take(paid.card);
  const giftCard = take(paid.giftCard);
  const tirelire = take(paid.tirelire);
  return { card, giftCard, tirelire };
}

/** The new total minus the paid one: positive → an extra card payment, negative → a refund. */
export const orderTotalDifference = (paidTotal: Cents, newTotal: Cents): Cents => newTotal - paidTotal;

/** Units of each product to take (positive) or give back (negative) when lines change. */
export function stockDifference(
  before: readonly { productId: number; units: number }[],
  after: readonly { productId: number; units: number }[],
): { productId: number; units: number }[] {
  const diff = new Map<number, number>();
  for (const l of before) diff.set(l.productId, (diff.get(l.productId) ?? 0) - l.units);
  for (const l of after) diff.set(l.productId, (diff.get(l.productId) ?? 0) + l.units);
  return [...diff]
    .filter(([, units]) => units !== 0)
    .map(([productId, units]) => ({ productId, units }))
    .sort((a, b) => a.productId - b.productId);
}

/** A refund the provider did not confirm is asked again after 1, 2, 4… minutes, at most every 6 hours. */
export function refundRetryDelayMs(failedAttempts: number): number {
  const minutes = 2 ** Math.max(0, Math.min(failedAttempts, 16));
  return Math.min(minutes * 60_000, 6 * 3_600_000);
}
