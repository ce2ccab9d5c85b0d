import { API_ERROR_CODES, orderChangeMessages as m } from '@cabas/contracts';
import type { OrderCaptureState, PaidMeans } from '@cabas/domain';
import type { OrderChangeRow } from '../../../db/schema-order-changes.ts';
import type { PaymentSessionRow } from '../../../db/schema-orders.ts';
import { DomainError } from '../../../platform/domain-error.ts';
import type { OutboxMail } from '../../../platform/outbox/outbox.ts';
import { type OrderFacts, type PricedChange, refundOfDifference } from '../order-change-pricing.ts';
import * as repo from '../order-changes.repository.ts';
import {
  type CardLeft,
  type CardRefund,
  captureState,
  cardBackOfRefunds,
  cardLeft,
  changeCardRefunds,
  type GivenBack,
  paidMeansOf,
  recordCardRefunds,
} from './card-refunds.ts';
import { assertEditable, notEditable } from './changeability.ts';
import type { NewSlot, Order, OrderChangeDeps, Trx } from './context.ts';
import { loadFacts, orderNotFound, reloadLocked } from './load-order.ts';
import { changeMail } from './mail.ts';
import { moveSlot, type SlotMove, slotMoveOf } from './move-slot.ts';
import { priceEdit } from './price-edit.ts';
import { moveStock, type StockMove, stockMoves } from './stock.ts';
import { giveBackStoredValue, type StoredValueBack, storedValueBack } from './stored-value.ts';
import { draftLines } from './wanted-lines.ts';
import { type OrderRewrite, orderRewrite, writeOrder } from './write-order.ts';

export const changeNotFound = () => new DomainError(API_ERROR_CODES.orderChangeNotFound, m.changeNotFound);
const outdated = () => new DomainError(API_ERROR_CODES.orderChangeOutdated, m.changeNotFound);

/** Everything an applied change writes, decided before anything is written. */
export interface ChangePlan {
  refund: PaidMeans;
  stock: StockMove[];
  cardRefunds: CardRefund[];
  storedValue: StoredValueBack[];
  slot: SlotMove | null;
  rewrite: OrderRewrite;
  mail: OutboxMail;
}

/**
 * Plans a change on the order as read under its lock: stock by difference, a lower total given back
 * (card first, latest payment first — refunded, or before the capture its authorisation lowered —
 * then gift card, then cagnotte), the slot moved, the order rewritten, the e-mail. A higher total
 * must be exactly what the extra payment paid (else 409).
 */
export function planChange(input: {
  order: Order;
  facts: OrderFacts;
  priced: PricedChange;
  slot: NewSlot | null;
  left: readonly CardLeft[];
  changeId: number;
  extraCardCents: number;
  nowIso: string;
  /** Before the order's capture, a lower card part lowers its authorisation instead of a refund. */
  capture?: OrderCaptureState;
}): ChangePlan {
  const { order, priced, changeId } = input;
  const difference = priced.totalCents - order.total_cents;
  if (difference > 0 && difference !== input.extraCardCents) throw outdated();
  const refund = refundOfDifference(difference, paidMeansOf(order, input.left));
  const slot = slotMoveOf(order, input.slot);
  const cardRefunds =
    refund.card > 0 ? changeCardRefunds(order.id, changeId, input.left, refund.card, input.capture) : [];
  return {
    refund,
    stock: stockMoves(input.facts, priced),
    cardRefunds,
    storedValue: storedValueBack(order, refund, { cause: 'modification', key: `modification:${changeId}` }),
    slot,
    rewrite: orderRewrite(order, priced, slot ? input.slot : null, refund, input.nowIso),
    mail: changeMail(order, {
      id: changeId,
      refund,
      cardNotChargedCents: cardBackOfRefunds(cardRefunds).notCharged,
      newTotalCents: priced.totalCents,
      extraCardCents: input.extraCardCents,
    }),
  };
}

/**
 * Applies a change in the caller's transaction: the order must still be placed and before its
 * cut-off; it is priced again under its lock, then written in the order every write locks rows —
 * offers, cards, slots — so that a concurrent payment or cancel waits instead of deadlocking.
 * Answers what went back to each means.
 */
async function applyChange(
  deps: OrderChangeDeps,
  trx: Trx,
  placed: Order,
  change: OrderChangeRow,
  nowIso: string,
  extraCardCents = 0,
): Promise<GivenBack> {
  if (!(await repo.claimPlacedOrder(trx, placed.id, nowIso))) throw notEditable('statut');
  const order = await reloadLocked(trx, placed);
  const now = new Date(nowIso);
  assertEditable(order, now);
  const facts = await loadFacts(trx, order.id);
  const wanted = draftLines(change);
  const { priced, slot } = await priceEdit(trx, { order, facts, wanted, slotId: change.slot_id, now });
  const left = await cardLeft(trx, order);
  const capture = await captureState(trx, order.id);
  const plan = planChange({
    order,
    facts,
    priced,
    slot,
    left,
    changeId: change.id,
    extraCardCents,
    nowIso,
    capture,
  });
  await moveStock(trx, deps.ledger, order.store_id, plan.stock);
  await recordCardRefunds(trx, plan.cardRefunds, nowIso);
  await giveBackStoredValue(trx, deps.storedValue, order.id, 'modification', plan.storedValue, nowIso);
  await moveSlot(trx, deps.slots, plan.slot, nowIso);
  await writeOrder(trx, order.id, plan.rewrite);
  await deps.outbox.enqueueMail(trx, plan.mail);
  return { ...plan.refund, cardNotCharged: cardBackOfRefunds(plan.cardRefunds).notCharged };
}

/** A confirmed change that costs nothing more applies at once: its open payment, if any, is cancelled. */
export function applyConfirmed(deps: OrderChangeDeps, order: Order, open: OrderChangeRow, now: Date) {
  const nowIso = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.claimPlacedOrder(trx, order.id, nowIso))) throw notEditable('statut');
    if (open.payment_session_id)
      await deps.ledger.moveSession(trx, open.payment_session_id, ['ouverte'], 'annulee', nowIso);
    if (!(await repo.moveChange(trx, open.id, ['brouillon', 'en_paiement'], 'appliquee', nowIso)))
      throw changeNotFound();
    return applyChange(deps, trx, order, open, nowIso);
  });
}

/** Another notification of this session got there first. */
class AlreadyProcessed extends Error {}

/**
 * The change's extra payment was accepted: the change applies in the session's transaction (the
 * session moves once). A change that can no longer apply undoes everything: the payment is refused.
 */
export async function applyPaid(
  deps: OrderChangeDeps,
  change: OrderChangeRow,
  session: PaymentSessionRow,
  nowIso: string,
): Promise<'appliquee' | 'deja-traitee' | 'refusee'> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.claimPlacedOrder(trx, change.order_id, nowIso))) throw notEditable('statut');
      if (!(await deps.ledger.moveSession(trx, session.id, ['ouverte'], 'acceptee', nowIso, change.order_id)))
        throw new AlreadyProcessed();
      if (!(await repo.moveChange(trx, change.id, ['en_paiement'], 'appliquee', nowIso))) throw outdated();
      const order = await repo.findClientOrder(trx, change.client_id, change.order_id);
      if (!order) throw orderNotFound();
      await applyChange(deps, trx, order, change, nowIso, session.card_cents);
    });
    return 'appliquee';
  } catch (error) {
    if (error instanceof AlreadyProcessed) return 'deja-traitee';
    // A refusal undoes the change: the payment is refused (the provider does not capture it).
    if (!(error instanceof DomainError)) throw error;
    return 'refusee';
  }
}
