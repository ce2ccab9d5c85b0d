import type { CheckoutRow } from '../../../db/schema-checkout.ts';
import type { CheckoutWrite } from '../../checkout/steps/checkout-write.ts';

/**
 * Whether the write changes the checkout. Only a call that changes one of the shopper's choices
 * writes (with the benefits), once: a call without choices, as the specification has it, leaves the
 * checkout at the version the shopper saw.
 */
export function changesChoices(write: CheckoutWrite): boolean {
  const row: Partial<CheckoutRow> = write.ctx.row;
  return Object.entries(write.changes).some(([column, value]) => row[column as keyof CheckoutRow] !== value);
}
