import { checkoutMessages } from '@cabas/contracts';
import { modeOfService, servicePossibility } from '../checkout-context.ts';
import { refuse } from '../checkout-errors.ts';
import type { CheckoutWrite } from './checkout-write.ts';

/**
 * Mode and service (step 1): the service must be one of the store's and able to take this cart
 * (kind of cart, minimum and maximum amounts). Another service (or none) means the benefits are to be
 * computed again, and the held slot, which belongs to the previous service, is released.
 */
export function chooseService(write: CheckoutWrite, serviceId: number | null): void {
  const { ctx, changes } = write;
  if (serviceId === ctx.row.service_id) return;
  if (serviceId !== null) {
    if (!modeOfService(ctx, serviceId)) throw refuse('service_id', checkoutMessages.serviceUnknown);
    const check = servicePossibility(ctx, serviceId);
    if (!check.possible) throw refuse('service_id', check.raisons[0] ?? checkoutMessages.serviceNotPossible);
  }
  changes.service_id = serviceId;
  changes.advantages_computed = 0;
  if (ctx.row.hold_id !== null) {
    write.releaseHoldId = ctx.row.hold_id;
    changes.hold_id = null;
  }
}
