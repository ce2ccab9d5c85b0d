import { API_ERROR_CODES, checkoutMessages } from '@cabas/contracts';
import { holdExpiry, isHoldActive, SLOTLESS_MODES } from '@cabas/domain';
import * as repo from '../checkout.repository.ts';
import { type CheckoutContext, modeOfService } from '../checkout-context.ts';
import { refuse, slotConflict, stale } from '../checkout-errors.ts';
import { nextVersion } from '../checkout-version.ts';
import { commitWrite, startWrite, type WriteBase, type WriteDeps } from './checkout-write.ts';

/** What the slot steps read: the checkout's row, the store's modes and services, the time. */
export type SlotStepContext = WriteBase & Pick<CheckoutContext, 'modes' | 'services'>;

/**
 * Slot (step 2): holds a place in a slot of the checkout's service, for a while (the hold expires if
 * the order is not paid). Refused: no service yet, a slot of another service, a mode without slots
 * (422); the slot past its cut-off or full (409). Holding the slot already held only moves the
 * version on. Otherwise, in one transaction: the checkout's version is claimed first (a concurrent
 * write of the same checkout fails there), the slot's expired holds give their places back, one
 * conditional update takes a place, the new hold is recorded and the previous one released.
 */
export async function holdSlot(deps: WriteDeps, ctx: SlotStepContext, slotId: number): Promise<void> {
  const { db, slots } = deps;
  const { row, now } = ctx;
  if (row.service_id === null) throw refuse('creneau_id', checkoutMessages.serviceRequired);
  const slot = await slots.findSlot(slotId);
  if (!slot || slot.service_id !== row.service_id) throw refuse('creneau_id', checkoutMessages.slotUnknown);
  const mode = modeOfService(ctx, row.service_id)?.mode.type;
  if (mode && SLOTLESS_MODES.includes(mode)) throw refuse('creneau_id', checkoutMessages.slotUnknown);
  const nowIso = now.toISOString();
  if (slot.cutoff_at <= nowIso) throw slotConflict(checkoutMessages.slotClosed, API_ERROR_CODES.slotClosed);
  const current = row.hold_id === null ? null : await slots.findHold(row.hold_id);
  const holdsIt =
    current?.slot_id === slotId &&
    isHoldActive(
      { expiresAt: current.expires_at, releasedAt: current.released_at, bookedAt: current.booked_at },
      now,
    );
  await db.transaction().execute(async (trx) => {
    if (
      !(await repo.updateIfVersion(trx, row.id, row.updated_at, {
        updated_at: nextVersion(row.updated_at, now),
      }))
    )
      throw stale();
    if (holdsIt) return;
    // After the checkout's row, in the order an order's transaction locks them (no deadlock on PostgreSQL).
    await slots.releaseExpiredHoldsOfSlot(trx, slotId, nowIso);
    if (!(await slots.takePlace(trx, slotId, nowIso)))
      throw slotConflict(checkoutMessages.slotFull, API_ERROR_CODES.slotFull);
    const holdId = await slots.insertHold(trx, {
      slot_id: slotId,
      checkout_id: row.id,
      created_at: nowIso,
      expires_at: holdExpiry(now).toISOString(),
    });
    if (row.hold_id !== null) await slots.releaseHold(trx, row.hold_id, nowIso);
    await trx.updateTable('checkouts').set({ hold_id: holdId }).where('id', '=', row.id).execute();
  });
}

/** Gives the held slot's place back: the checkout keeps its service, its slot is to be chosen again. */
export async function releaseSlot(deps: WriteDeps, ctx: WriteBase): Promise<void> {
  const write = startWrite(ctx);
  write.changes.hold_id = null;
  write.releaseHoldId = ctx.row.hold_id;
  await commitWrite(deps, write);
}
