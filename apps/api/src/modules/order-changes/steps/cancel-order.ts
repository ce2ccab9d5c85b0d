import type { OrderCaptureState, PaidMeans } from '@cabas/domain';
import type { OutboxMail } from '../../../platform/outbox/outbox.ts';
import * as repo from '../order-changes.repository.ts';
import {
  type CardLeft,
  type CardRefund,
  cancelCardRefunds,
  captureState,
  cardBackOfRefunds,
  cardLeft,
  recordCardRefunds,
} from './card-refunds.ts';
import { endChange } from './change-draft.ts';
import type { Order, OrderChangeDeps, Trx } from './context.ts';
import { reloadLocked } from './load-order.ts';
import { cancelMail } from './mail.ts';
import { releaseOrderStock } from './stock.ts';
import { giveBackStoredValue, type StoredValueBack, storedValueBack } from './stored-value.ts';

/** Everything a cancel gives back, decided before anything is written. */
export interface CancelPlan {
  refund: PaidMeans;
  storedValue: StoredValueBack[];
  slotId: number | null;
  cardRefunds: CardRefund[];
  mail: OutboxMail;
}

/**
 * A cancel gives back all: what each card payment still holds (refunded, or, before the capture, its
 * authorisation released: not debited), the gift card, the cagnotte, the slot.
 */
export function planCancel(
  order: Order,
  left: readonly CardLeft[],
  capture: OrderCaptureState = 'aucune',
): CancelPlan {
  const cardRefunds = cancelCardRefunds(order.id, left, capture);
  const refund = {
    card: cardRefunds.reduce((sum, r) => sum + r.cents, 0),
    giftCard: order.gift_card_cents,
    tirelire: order.tirelire_cents,
  };
  return {
    refund,
    storedValue: storedValueBack(order, refund, { cause: 'annulation', key: `annulation:${order.id}` }),
    slotId: order.slot_id,
    cardRefunds,
    mail: cancelMail(order, refund, cardBackOfRefunds(cardRefunds).notCharged),
  };
}

/**
 * Cancels the order in the caller's transaction, once: one conditional update moves it from placed,
 * so a second cancel (or an edit) finds it no longer placed and changes nothing. The order is read
 * again under that lock (an edit confirmed meanwhile moved its amounts and slot); its open change
 * ends, then stock, cards and slot are given back in the order every write locks them; an order on
 * invoice gives back what its company owed for it (decision 119).
 */
export async function cancelOrder(deps: OrderChangeDeps, trx: Trx, placed: Order, nowIso: string) {
  if (!(await repo.moveOrderFromPlaced(trx, placed.id, 'ANNULEE', nowIso))) return;
  const order = await reloadLocked(trx, placed);
  const open = await repo.findOpenChange(trx, order.id);
  if (open) await endChange(trx, deps.ledger, open, 'abandonnee', nowIso);
  const lines = await repo.orderLines(trx, order.id);
  const plan = planCancel(order, await cardLeft(trx, order), await captureState(trx, order.id));
  await releaseOrderStock(trx, deps.ledger, order.store_id, lines);
  await giveBackStoredValue(trx, deps.storedValue, order.id, 'annulation', plan.storedValue, nowIso);
  if (plan.slotId !== null) await deps.slots.givePlaceBack(trx, plan.slotId);
  await recordCardRefunds(trx, plan.cardRefunds, nowIso);
  await deps.proInvoices.atCancel(
    trx,
    { id: order.id, clientId: order.client_id, provider: order.provider },
    nowIso,
  );
  await deps.outbox.enqueueMail(trx, plan.mail);
}
