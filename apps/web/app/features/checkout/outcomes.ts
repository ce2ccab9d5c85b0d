import { CART_KINDS, type CartKind, DEFAULT_CART_KIND } from '@cabas/contracts';
import { isCartKind } from '../../lib/cart-kind.ts';

/** The three failed payment outcomes, by the last segment of their address. */
export const FAILED_OUTCOMES = {
  annulation: { status: 'cancelled', title: 'Paiement annulé' },
  refus: { status: 'refused', title: 'Paiement refusé' },
  erreur: { status: 'error', title: 'Erreur technique' },
} as const;

export type FailedOutcomeSlug = keyof typeof FAILED_OUTCOMES;

export interface FailedOutcomeData {
  slug: FailedOutcomeSlug;
  status: (typeof FAILED_OUTCOMES)[FailedOutcomeSlug]['status'];
  title: string;
  kind: CartKind;
  cartUrl: string;
}

/**
 * `/commander/confirmation/annulation|erreur|refus?type_panier=`: the shared error view's data. The
 * payment provider returns without the cart kind: the one remembered when the payment started
 * (`lib/payment-kind-cookie.server.ts`) is used then.
 */
export function failedOutcome(url: URL, remembered?: string | null): FailedOutcomeData | null {
  const slug = url.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (!(slug in FAILED_OUTCOMES)) return null;
  const outcome = FAILED_OUTCOMES[slug as FailedOutcomeSlug];
  const requested = url.searchParams.get('type_panier');
  const kind = isCartKind(requested, CART_KINDS)
    ? requested
    : isCartKind(remembered, CART_KINDS)
      ? remembered
      : DEFAULT_CART_KIND;
  return {
    slug: slug as FailedOutcomeSlug,
    status: outcome.status,
    title: outcome.title,
    kind,
    cartUrl: `/panier?type_panier=${kind}`,
  };
}
