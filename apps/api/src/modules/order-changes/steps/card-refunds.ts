import { API_ERROR_CODES, orderChangeMessages as m } from '@cabas/contracts';
import {
  type CardBack,
  type CardCaptureMode,
  type CardLoweringPath,
  cardBackOf,
  cardHeldCents,
  cardLoweringPath,
  type OrderCaptureState,
  type PaidMeans,
} from '@cabas/domain';
import { DomainError } from '../../../platform/domain-error.ts';
import { refundOfDifference } from '../order-change-pricing.ts';
import * as repo from '../order-changes.repository.ts';
import type { Db, Order, Trx } from './context.ts';

/**
 * What goes back to the order's card payments (decision 109): a sale, or a captured authorisation, is
 * refunded (`payment_refunds`, asked of the provider); an authorisation not captured yet is lowered
 * (a reduction of what the capture will take, never asked) or, on a cancel, released (asked, like a
 * refund) — both in `payment_authorisation_changes`. Each lowering is recorded once, on one path.
 */

/** What goes back to each means; `cardNotCharged` of `card` is an authorisation lowered, not a refund. */
export type GivenBack = PaidMeans & { cardNotCharged: number };

/** What one card payment of the order still holds (paid or authorised, minus everything given back). */
export interface CardLeft {
  id: string;
  provider: string;
  mode: CardCaptureMode;
  cents: number;
}

/** One part of the card's give-back, recorded in the change's transaction with its key. */
export interface CardRefund {
  key: string;
  path: CardLoweringPath;
  provider: string;
  sessionId: string;
  orderId: number;
  cents: number;
}

type Session = { id: string; provider: string; card_cents: number; capture_mode?: CardCaptureMode };
type Refund = { payment_session_id: string; amount_cents: number; idempotency_key: string };
type AuthorisationChange = Refund & { kind: 'reduction' | 'liberation' };
/** What the order's capture gave back (`payment_card_operations`, answered): released or refunded. */
type CaptureGiveBack = { payment_session_id: string; amount_cents: number };

const sumOfAll = (rows: readonly { amount_cents: number }[]) => rows.reduce((s, r) => s + r.amount_cents, 0);
const sumOf = (rows: readonly { payment_session_id: string; amount_cents: number }[], id: string) =>
  rows.filter((r) => r.payment_session_id === id).reduce((sum, r) => sum + r.amount_cents, 0);

export function cardLeftOf(
  sessions: readonly Session[],
  refunds: readonly Refund[],
  changes: readonly AuthorisationChange[] = [],
  captureGiveBacks: readonly CaptureGiveBack[] = [],
): CardLeft[] {
  const reductions = changes.filter((c) => c.kind === 'reduction');
  const releases = changes.filter((c) => c.kind === 'liberation');
  return sessions.map((s) => ({
    id: s.id,
    provider: s.provider,
    mode: s.capture_mode ?? 'vente',
    cents: cardHeldCents(s.card_cents, {
      refunded: sumOf(refunds, s.id) + sumOf(captureGiveBacks, s.id),
      reduced: sumOf(reductions, s.id),
      released: sumOf(releases, s.id),
    }),
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

/** The order's capture was asked and the provider has not answered yet: the change waits. */
const capturing = (kind: 'modification' | 'annulation') =>
  kind === 'annulation'
    ? new DomainError(API_ERROR_CODES.orderNotCancellable, m.cancelWhileCapturing)
    : new DomainError(API_ERROR_CODES.orderNotEditable, m.editWhileCapturing);

/** The path of a card payment for this change or cancel (`cardLoweringPath`). */
function pathOf(s: CardLeft, capture: OrderCaptureState, kind: 'modification' | 'annulation') {
  const path = cardLoweringPath(s.mode, capture, kind);
  if (path === null) throw capturing(kind);
  return path;
}

/** A change's card give-back spread over the order's card payments, the latest first. */
export function changeCardRefunds(
  orderId: number,
  changeId: number,
  left: readonly CardLeft[],
  cents: number,
  capture: OrderCaptureState = 'aucune',
): CardRefund[] {
  const refunds: CardRefund[] = [];
  let rest = cents;
  for (const s of [...left].reverse()) {
    const part = Math.min(rest, s.cents);
    if (part <= 0) continue;
    refunds.push({
      key: `modification:${changeId}:${s.id}`,
      path: pathOf(s, capture, 'modification'),
      provider: s.provider,
      sessionId: s.id,
      orderId,
      cents: part,
    });
    rest -= part;
  }
  return refunds;
}

/** A cancel gives back what each card payment still holds: refunded, or its authorisation released. */
export const cancelCardRefunds = (
  orderId: number,
  left: readonly CardLeft[],
  capture: OrderCaptureState = 'aucune',
): CardRefund[] =>
  left.map((s) => ({
    key: `annulation:${orderId}:${s.id}`,
    path: pathOf(s, capture, 'annulation'),
    provider: s.provider,
    sessionId: s.id,
    orderId,
    cents: s.cents,
  }));

/**
 * The part of a card give-back of `cents` that is never debited (an authorisation lowered or
 * released), spread over the payments as `changeCardRefunds` spreads it; read for the shopper's
 * screens, so a payment whose capture is under way counts as refunded instead of refusing.
 */
export function cardNotChargedOf(
  left: readonly CardLeft[],
  cents: number,
  capture: OrderCaptureState,
  kind: 'modification' | 'annulation',
): number {
  let rest = cents;
  let notCharged = 0;
  for (const s of [...left].reverse()) {
    const part = Math.min(rest, Math.max(0, s.cents));
    if (part <= 0) continue;
    const path = cardLoweringPath(s.mode, capture, kind);
    if (path !== null && path !== 'remboursement') notCharged += part;
    rest -= part;
  }
  return notCharged;
}

/** What the card gets back, told apart for the customer's e-mail. */
export const cardBackOfRefunds = (refunds: readonly CardRefund[]): CardBack => cardBackOf(refunds);

/** What the cancel of an order gave back to each means (its refunds and releases, by their keys). */
export const cancelRefundOf = (
  order: Pick<Order, 'id' | 'gift_card_cents' | 'tirelire_cents'>,
  refunds: readonly Refund[],
  changes: readonly AuthorisationChange[] = [],
): PaidMeans => ({
  card: [...refunds, ...changes.filter((c) => c.kind === 'liberation')]
    .filter((r) => r.idempotency_key.startsWith(`annulation:${order.id}:`))
    .reduce((s, r) => s + r.amount_cents, 0),
  giftCard: order.gift_card_cents,
  tirelire: order.tirelire_cents,
});

export async function cardLeft(db: Db, order: Order): Promise<CardLeft[]> {
  const [sessions, refunds, changes, captureGiveBacks] = await Promise.all([
    repo.cardSessions(db, order),
    repo.refundsOf(db, order.id),
    repo.authorisationChangesOf(db, order.id),
    repo.captureGiveBacksOf(db, order.id),
  ]);
  return cardLeftOf(sessions, refunds, changes, captureGiveBacks);
}

export const paidMeans = async (db: Db, order: Order) => paidMeansOf(order, await cardLeft(db, order));

/** What the cancel of an order gave back, with the part released instead of refunded (never debited). */
export const cancelRefund = async (db: Db, order: Order): Promise<GivenBack> => {
  const [refunds, changes] = await Promise.all([
    repo.refundsOf(db, order.id),
    repo.authorisationChangesOf(db, order.id),
  ]);
  const released = changes.filter(
    (c) => c.kind === 'liberation' && c.idempotency_key.startsWith(`annulation:${order.id}:`),
  );
  return { ...cancelRefundOf(order, refunds, changes), cardNotCharged: sumOfAll(released) };
};

/** What an edit changing the total by `difference` would give back now, with the part never debited. */
export async function editPreviewRefund(db: Db, order: Order, difference: number): Promise<GivenBack> {
  const left = await cardLeft(db, order);
  const refund = refundOfDifference(difference, paidMeansOf(order, left));
  const capture = await captureState(db, order.id);
  return { ...refund, cardNotCharged: cardNotChargedOf(left, refund.card, capture, 'modification') };
}

/** What a cancel would give back now, with the part that would never be debited. */
export async function cancelPreviewRefund(db: Db, order: Order): Promise<GivenBack> {
  const left = await cardLeft(db, order);
  const paid = paidMeansOf(order, left);
  const capture = await captureState(db, order.id);
  return { ...paid, cardNotCharged: cardNotChargedOf(left, paid.card, capture, 'annulation') };
}

/** The order's capture as a change reads it, under the order's lock. */
export const captureState = (db: Db, orderId: number): Promise<OrderCaptureState> =>
  repo.captureStateOf(db, orderId);

/**
 * Records the card's give-back in the change's transaction: refunds and releases are asked of the
 * provider after the commit; a reduction is never asked (the capture takes less).
 */
export async function recordCardRefunds(trx: Trx, refunds: readonly CardRefund[], nowIso: string) {
  for (const r of refunds) {
    if (r.path === 'remboursement') await repo.insertRefund(trx, { ...r, nowIso });
    else
      await repo.insertAuthorisationChange(trx, {
        ...r,
        kind: r.path,
        // A reduction is effective once recorded: nothing is asked of the provider.
        status: r.path === 'reduction' ? 'effectue' : 'demande',
        nowIso,
      });
  }
}
