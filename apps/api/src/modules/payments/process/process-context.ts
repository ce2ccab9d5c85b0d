import type { ProcessPaymentBody } from '@cabas/contracts';
import type { AuthenticatedClient } from '../../../platform/auth/session-lookup.ts';
import type { CheckoutContext } from '../../checkout/checkout-context.ts';
import type { CheckoutWrite } from '../../checkout/steps/checkout-write.ts';

/**
 * One processPaiement call: the checkout as read with the write of the shopper's choices (steps of
 * the checkout module), and what the call asked.
 */
export interface ProcessContext {
  client: AuthenticatedClient;
  body: ProcessPaymentBody;
  /** processPaiementCarteCarrefour: paid with one of the shop's own cards. */
  ownCard: boolean;
  /** The cards the client saved for this store (a card payment then names one). */
  savedCards: number;
  write: CheckoutWrite<CheckoutContext>;
  now: Date;
}

/** The refusals of the shopper's choices, by the body's field: shown with everything still missing. */
export type ChoiceRefusals = Record<string, string>;
