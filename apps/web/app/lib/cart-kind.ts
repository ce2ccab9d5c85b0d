import type { CartKind } from '@cabas/contracts';

/** Whether a value read from a query, a form or a cookie names one of the given cart kinds. */
export function isCartKind(value: unknown, kinds: readonly string[]): value is CartKind {
  return typeof value === 'string' && kinds.includes(value);
}
