import { API_ERROR_CODES, checkoutMessages, paymentMessages } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/errors.ts';
import { chooseBags } from '../../checkout/steps/bags.ts';
import { choosePaymentMode } from '../../checkout/steps/payment-mode.ts';
import { chooseSavedCard } from '../../checkout/steps/saved-card.ts';
import type { ChoiceRefusals, ProcessContext } from './process-context.ts';

/** A field refusal of a checkout step (422 with its message), else what it threw. */
function refusalOf(error: unknown): string {
  if (error instanceof HttpError && error.code === API_ERROR_CODES.invalidData) return error.message;
  throw error;
}

/**
 * The payment page's choices sent with the payment, through the checkout's own steps: the mode (null:
 * none chosen, refused), the saved card (null: a new card) and the bags. Absent, the checkout's choice
 * stays. A refused choice is returned by field, to be shown with everything still missing.
 */
export async function applyChoices(p: ProcessContext, db: Kysely<DB>): Promise<ChoiceRefusals> {
  const { body, write } = p;
  const refusals: ChoiceRefusals = {};
  if (body.modePaiement === null) refusals.modePaiement = checkoutMessages.paymentModeRequired;
  else if (body.modePaiement !== undefined) {
    try {
      choosePaymentMode(write, body.modePaiement);
    } catch (error) {
      refusals.modePaiement = refusalOf(error);
    }
  }
  if (body.avec_sacs !== undefined) chooseBags(write, body.avec_sacs);
  if (body.alias_paiement_id !== undefined) {
    try {
      await chooseSavedCard(write, body.alias_paiement_id, db);
    } catch (error) {
      refusalOf(error);
      refusals.alias_paiement_id = paymentMessages.aliasUnknown;
    }
  }
  return refusals;
}
