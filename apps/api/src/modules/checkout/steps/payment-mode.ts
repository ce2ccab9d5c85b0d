import { checkoutMessages, type PaymentModeCode } from '@cabas/contracts';
import { paymentInfos } from '../checkout-context.ts';
import { refuse } from '../checkout-errors.ts';
import type { CheckoutWrite } from './checkout-write.ts';

/**
 * Payment mode: only a mode possible for this checkout (card held, store accepting it, amount within
 * the instalment range, something left to pay…), refused with the reason it is not; null clears it.
 */
export function choosePaymentMode(write: CheckoutWrite, mode: PaymentModeCode | null): void {
  if (mode !== null) {
    const info = paymentInfos(write.ctx)[mode];
    if (!info.possible) throw refuse('modePaiement', info.raison ?? checkoutMessages.paymentModeNotPossible);
  }
  write.changes.payment_mode = mode;
}
