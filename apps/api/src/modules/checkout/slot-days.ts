import { checkoutMessages, SLOT_HOLD_MINUTES, type SlotsResponse } from '@cabas/contracts';
import { isHoldActive } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CheckoutRow } from '../../db/schema-checkout.ts';
import type { SlotsService } from '../slots/slots.service.ts';
import { refuse } from './checkout-errors.ts';
import type { StoreModes } from './checkout-loader.ts';

/**
 * The slot page's days: the slots of the asked service (else the checkout's, one of the store's),
 * with the slot the checkout holds, if its hold is still active.
 */
export async function slotDays(
  deps: { db: Kysely<DB>; slots: SlotsService },
  setup: StoreModes,
  row: CheckoutRow,
  serviceId: number | undefined,
  now: Date,
): Promise<SlotsResponse> {
  const wanted = serviceId ?? row.service_id;
  if (wanted === null) throw refuse('service_id', checkoutMessages.serviceRequired);
  if (!setup.services.some((s) => s.id === wanted))
    throw refuse('service_id', checkoutMessages.serviceUnknown);
  await deps.slots.ensurePlanning(row.store_id, now);
  const hold = row.hold_id === null ? null : await deps.slots.findHold(row.hold_id);
  const held =
    hold &&
    isHoldActive({ expiresAt: hold.expires_at, releasedAt: hold.released_at, bookedAt: hold.booked_at }, now);
  const chosen = held ? hold.slot_id : null;
  return {
    data: await deps.slots.days(wanted, now, chosen),
    meta: { service_id: wanted, duree_reservation_minutes: SLOT_HOLD_MINUTES, creneau_choisi: chosen },
  };
}
