import type { CheckoutStep } from './checkout-rules.ts';

/** The checkout frame's title when no page names another. */
export const CHECKOUT_TITLE = 'Ma commande';

/**
 * What a checkout page declares of itself in its route module's `handle`: the frame's title and,
 * for a step, which one (its guard checks the steps before it, `checkoutStepMiddleware`).
 */
export interface CheckoutPageHandle {
  checkout: { title: string; step: CheckoutStep | null };
}

export function checkoutPage(page: { title?: string; step?: CheckoutStep } = {}): CheckoutPageHandle {
  return { checkout: { title: page.title ?? CHECKOUT_TITLE, step: page.step ?? null } };
}

const isCheckoutHandle = (handle: unknown): handle is CheckoutPageHandle =>
  typeof handle === 'object' && handle !== null && 'checkout' in handle;

/** The deepest checkout page among the matched routes (React Router's `useMatches()`). */
export function checkoutPageOf(matches: readonly { handle?: unknown }[]): CheckoutPageHandle['checkout'] {
  const found = matches.findLast((match) => isCheckoutHandle(match.handle));
  return isCheckoutHandle(found?.handle) ? found.handle.checkout : checkoutPage().checkout;
}
