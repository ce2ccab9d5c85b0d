import { paymentMessages } from '@cabas/contracts';
import type { ProcessContext } from './process-context.ts';
import { unpayable } from './refusal.ts';

/** A checkout is paid for a mode of delivery or pickup: without one it is not at the payment step. */
export function refuseWithoutService({ write }: ProcessContext): void {
  if (write.ctx.row.service_id === null) throw unpayable(paymentMessages.noMode, 'service_id');
}
