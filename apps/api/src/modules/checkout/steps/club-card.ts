import { checkoutMessages } from '@cabas/contracts';
import { amounts, walletCard } from '../checkout-context.ts';
import { refuse } from '../checkout-errors.ts';
import type { CheckoutWrite } from './checkout-write.ts';

/**
 * Club card payment (carte Carrefour): needs a valid club card; pays at most what is left to pay
 * after the gift card and the wallet. Null or an amount of zero stops using it.
 */
export function useClubCard(write: CheckoutWrite, clubCard: { montant: number } | null): void {
  const { ctx, changes } = write;
  if (clubCard === null || clubCard.montant <= 0) {
    changes.crf_card_cents = 0;
    return;
  }
  if (!walletCard(ctx)) throw refuse('carteCarrefour', checkoutMessages.paymentNoClubCard);
  changes.crf_card_cents = Math.min(Math.round(clubCard.montant * 100), amounts(ctx).remainingCents);
}
