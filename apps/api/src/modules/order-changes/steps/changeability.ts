import { API_ERROR_CODES, orderChangeMessages as m } from '@cabas/contracts';
import { type OrderChangeRefusal, orderChangeRefusal } from '@cabas/domain';
import { DomainError } from '../../../platform/domain-error.ts';
import type { Order } from './context.ts';

type Changeable = Pick<Order, 'statut_code' | 'cutoff_at'>;

const CANCEL_REFUSALS: Record<OrderChangeRefusal, string> = {
  statut: m.cancelNotPlaced,
  sans_creneau: m.cancelNoSlot,
  delai_depasse: m.cancelTooLate,
};
const EDIT_REFUSALS: Record<OrderChangeRefusal, string> = {
  statut: m.editNotPlaced,
  sans_creneau: m.editNoSlot,
  delai_depasse: m.editTooLate,
};

/** Why the order can no longer change (no longer placed, no slot, past its cut-off), or null. */
export const changeRefusal = (order: Changeable, now: Date) =>
  orderChangeRefusal({ status: order.statut_code, slotCutoffAt: order.cutoff_at }, now);

export const cancelRefusalMessage = (refusal: OrderChangeRefusal) => CANCEL_REFUSALS[refusal];

export const notCancellable = (refusal: OrderChangeRefusal) =>
  new DomainError(API_ERROR_CODES.orderNotCancellable, CANCEL_REFUSALS[refusal]);

export const notEditable = (refusal: OrderChangeRefusal) =>
  new DomainError(API_ERROR_CODES.orderNotEditable, EDIT_REFUSALS[refusal]);

export function assertCancellable(order: Changeable, now: Date): void {
  const refusal = changeRefusal(order, now);
  if (refusal) throw notCancellable(refusal);
}

/**
 * An order on invoice keeps the amount its company was charged until the store closes it; an edit
 * would need the receivable to follow each change, which is not built: such an order is not edited
 * online (decision 119).
 */
export const notEditableOnInvoice = () => new DomainError(API_ERROR_CODES.orderNotEditable, m.editOnInvoice);

export function assertEditable(order: Changeable, now: Date): void {
  const refusal = changeRefusal(order, now);
  if (refusal) throw notEditable(refusal);
}
