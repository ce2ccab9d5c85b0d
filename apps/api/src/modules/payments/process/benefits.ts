import { benefitChanges } from '../../checkout/steps/benefits.ts';
import type { ProcessContext } from './process-context.ts';

/** The benefits computed again as the payment starts: prices, availability, the cagnotte that fits. */
export function applyBenefits({ write }: ProcessContext): void {
  Object.assign(write.changes, benefitChanges(write.ctx).changes);
}
