import type { PaidMeans } from '@cabas/domain';
import type { PricedChange } from '../order-change-pricing.ts';
import * as repo from '../order-changes.repository.ts';
import type { NewSlot, Order, Trx } from './context.ts';

export type OrderRewrite = Parameters<typeof repo.rewriteOrder>[2];

/** The order as changed: its priced lines, fees and reductions, its new slot, what it keeps of each means. */
export const orderRewrite = (
  order: Pick<Order, 'gift_card_cents' | 'tirelire_cents'>,
  priced: PricedChange,
  slot: NewSlot | null,
  refund: PaidMeans,
  nowIso: string,
): OrderRewrite => ({
  lines: priced.lines,
  slot,
  slotFee: priced.slotFee,
  immediateCents: priced.immediateCents,
  orderReductions: priced.orderReductions,
  totalCents: priced.totalCents,
  giftCardCents: order.gift_card_cents - refund.giftCard,
  tirelireCents: order.tirelire_cents - refund.tirelire,
  nowIso,
});

export const writeOrder = (trx: Trx, orderId: number, rewrite: OrderRewrite) =>
  repo.rewriteOrder(trx, orderId, rewrite);
