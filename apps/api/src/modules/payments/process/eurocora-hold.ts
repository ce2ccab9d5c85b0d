import { PAYMENT_SESSION_MINUTES } from '@cabas/contracts';
import type { PaymentSplit } from '@cabas/domain';
import { reserveWallet } from '../../checkout/steps/wallet.ts';
import type { ProcessContext } from './process-context.ts';

/**
 * The cagnotte the payment takes, reserved on its card with the payment's write (decision 124):
 * exactly the split's amount, until the payment page ends at least, so that the order's placement
 * spends what was reserved and no other checkout can reserve it meanwhile. Confirmed under the card's
 * lock when the write commits (refused on `tirelire.montant` when another checkout took it first).
 * True when the payment reserves something (the write must then be committed).
 */
export function holdCagnotteForPayment(
  p: ProcessContext,
  split: PaymentSplit,
  loyaltyCardId: number | null,
): boolean {
  if (split.tirelire <= 0 || loyaltyCardId === null) return false;
  const pageEnd = new Date(p.now.getTime() + PAYMENT_SESSION_MINUTES * 60_000).toISOString();
  reserveWallet(p.write, {
    cardId: loyaltyCardId,
    cents: split.tirelire,
    field: 'tirelire.montant',
    until: pageEnd,
  });
  return true;
}
