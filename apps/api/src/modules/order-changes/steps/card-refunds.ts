import type { PaidMeans } from '@cabas/domain';
import * as repo from '../order-changes.repository.ts';
import type { Db, Order, Trx } from './context.ts';

/** What one card payment of the order still holds (paid minus refunded). */
export interface CardLeft {
  id: string;
  provider: string;
  cents: number;
}

/** A card refund to record, asked of the provider once per key. */
export interface CardRefund {
  key: string;
  provider: string;
  sessionId: string;
  orderId: number;
  cents: number;
}

type Session = { id: string; provider: string; card_cents: number };
type Refund = { payment_session_id: string; amount_cents: number; idempotency_key: string };

export function cardLeftOf(sessions: readonly Session[], refunds: readonly Refund[]): CardLeft[] {
  return sessions.map((s) => ({
    id: s.id,
    provider: s.provider,
    cents:
      s.card_cents -
      refunds.filter((r) => r.payment_session_id === s.id).reduce((sum, r) => sum + r.amount_cents, 0),
  }));
}

/** What the order is still paid with, by means. */
export const paidMeansOf = (
  order: Pick<Order, 'gift_card_cents' | 'tirelire_cents'>,
  left: readonly CardLeft[],
): PaidMeans => ({
  card: left.reduce((s, r) => s + Math.max(0, r.cents), 0),
  giftCard: order.gift_card_cents,
  tirelire: order.tirelire_cents,
});

/** A change's card refund spread over the order's card payments, the latest first. */
export function changeCardRefunds(
  orderId: number,
  changeId: number,
  left: readonly CardLeft[],
  cents: number,
): CardRefund[] {
  const refunds: CardRefund[] = [];
  let rest = cents;
  for (const s of [...left].reverse()) {
    const part = Math.min(rest, s.cents);
    if (part <= 0) continue;
    refunds.push({
      key: `modification:${changeId}:${s.id}`,
      provider: s.provider,
      sessionId: s.id,
      orderId,
      cents: part,
    });
    rest -= part;
  }
  return refunds;
}

/** A cancel refunds what each card payment still holds. */
export const cancelCardRefunds = (orderId: number, left: readonly CardLeft[]): CardRefund[] =>
  left.map((s) => ({
    key: `annulation:${orderId}:${s.id}`,
    provider: s.provider,
    sessionId: s.id,
    orderId,
    cents: s.cents,
  }));

/** What the cancel of an order gave back to each means. */
export const cancelRefundOf = (
  order: Pick<Order, 'id' | 'gift_card_cents' | 'tirelire_cents'>,
  refunds: readonly Refund[],
): PaidMeans => ({
  card: refunds
    .filter((r) => r.idempotency_key.startsWith(`annulation:${order.id}:`))
    .reduce((s, r) => s + r.amount_cents, 0),
  giftCard: order.gift_card_cents,
  tirelire: order.tirelire_cents,
});

export async function cardLeft(db: Db, order: Order): Promise<CardLeft[]> {
  const [sessions, refunds] = await Promise.all([repo.cardSessions(db, order), repo.refundsOf(db, order.id)]);
  return cardLeftOf(sessions, refunds);
}

export const paidMeans = async (db: Db, order: Order) => paidMeansOf(order, await cardLeft(db, order));

export const cancelRefund = async (db: Db, order: Order) =>
  cancelRefundOf(order, await repo.refundsOf(db, order.id));

/** Records the refunds in the change's transaction; the provider is asked after the commit. */
export async function recordCardRefunds(trx: Trx, refunds: readonly CardRefund[], nowIso: string) {
  for (const r of refunds) await repo.insertRefund(trx, { ...r, nowIso });
}
