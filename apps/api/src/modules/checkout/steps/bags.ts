import type { CheckoutWrite } from './checkout-write.ts';

/** Bags: whether the order is prepared in bags (with their deposit); null: not answered yet. */
export function chooseBags(write: CheckoutWrite, withBags: boolean | null): void {
  write.changes.avec_sacs = withBags === null ? null : withBags ? 1 : 0;
}
