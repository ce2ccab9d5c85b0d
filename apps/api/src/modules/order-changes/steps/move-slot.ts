import { API_ERROR_CODES, orderChangeMessages as m } from '@cabas/contracts';
import { DomainError } from '../../../platform/domain-error.ts';
import type { SlotsService } from '../../slots/slots.service.ts';
import type { NewSlot, Order, Trx } from './context.ts';

/** A move of the order to another slot: the place to take, and the one to give back. */
export interface SlotMove {
  take: number;
  giveBack: number | null;
}

export const slotMoveOf = (order: Pick<Order, 'slot_id'>, slot: NewSlot | null): SlotMove | null =>
  slot && slot.id !== order.slot_id ? { take: slot.id, giveBack: order.slot_id } : null;

/** The new slot's place is taken (one conditional update, 409 when full) before the old one goes back. */
export async function moveSlot(trx: Trx, slots: SlotsService, move: SlotMove | null, nowIso: string) {
  if (!move) return;
  if (!(await slots.takePlace(trx, move.take, nowIso)))
    throw new DomainError(API_ERROR_CODES.slotFull, m.slotFull);
  if (move.giveBack !== null) await slots.givePlaceBack(trx, move.giveBack);
}
