import { API_ERROR_CODES, paymentMessages } from '@cabas/contracts';
import { DomainError } from '../../../platform/domain-error.ts';
import { missingBeforePayment, paymentInfos } from '../../checkout/checkout-context.ts';
import { savedCardRequired } from '../../checkout/payment-modes-view.ts';
import { contextAfterWrite } from '../../checkout/steps/checkout-write.ts';
import type { ChoiceRefusals, ProcessContext } from './process-context.ts';

/**
 * Everything the payment still misses, all at once and in the order of the checkout's pages: what
 * the checkout itself lists once the choices are made (`a_completer`: cart, service, slot, address,
 * bags, redevance form, mode), the choices of this call that were refused, then the saved card when
 * the card payment chosen in this call must name one. 422 listing every field, the first as message.
 */
export function refuseMissingChoices(p: ProcessContext, refusals: ChoiceRefusals): void {
  const after = contextAfterWrite(p.write);
  const errors: Record<string, string[]> = {};
  for (const missing of missingBeforePayment(after, after.holdExpired))
    errors[missing.champ] ??= [refusals[missing.champ] ?? missing.message];
  for (const [field, message] of Object.entries(refusals)) errors[field] ??= [message];
  if (
    p.body.modePaiement === 'cb' &&
    after.row.alias_id === null &&
    savedCardRequired(paymentInfos(after), p.savedCards)
  )
    errors.alias_paiement_id ??= [paymentMessages.aliasRequired];
  const [first] = Object.values(errors);
  if (first?.[0]) throw new DomainError(API_ERROR_CODES.invalidData, first[0], errors);
}
