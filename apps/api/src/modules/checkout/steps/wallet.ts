import { checkoutMessages } from '@cabas/contracts';
import { walletUsed } from '@cabas/domain';
import { amounts } from '../checkout-context.ts';
import { refuse } from '../checkout-errors.ts';
import type { CheckoutWrite } from './checkout-write.ts';

/**
 * Wallet (the loyalty card's cagnotte): pays part of the order from a valid club card of the client,
 * the named one or else the first. Asked above the card's balance or above what is left after the
 * gift card, it uses the smaller of the two. Null or an amount of zero stops using it.
 */
export function useWallet(
  write: CheckoutWrite,
  wallet: { montant: number; carte?: number | null } | null,
): void {
  const { ctx, changes } = write;
  if (wallet === null || wallet.montant <= 0) {
    changes.wallet_cents = 0;
    return;
  }
  const cards = ctx.loyaltyCards.filter((c) => c.sous_type === 'CRF' && c.expired === 0);
  const card = wallet.carte ? cards.find((c) => c.id === wallet.carte) : cards[0];
  if (!card)
    throw refuse(
      'tirelire.carte',
      wallet.carte ? checkoutMessages.walletCardUnknown : checkoutMessages.walletNoCard,
    );
  const a = amounts(ctx);
  changes.wallet_cents = walletUsed(
    Math.round(wallet.montant * 100),
    card.solde_cents,
    a.totalCents - a.giftCardCents,
  );
  changes.wallet_card_id = card.id;
}
