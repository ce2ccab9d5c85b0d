import { checkoutMessages } from '@cabas/contracts';
import { reservationEnd, walletUsed } from '@cabas/domain';
import { amounts, availableOn, cagnotteCards } from '../checkout-context.ts';
import { refuse } from '../checkout-errors.ts';
import type { CheckoutWrite } from './checkout-write.ts';

/**
 * Wallet (the loyalty card's cagnotte) of the PUT: pays part of the order from a card of the client
 * whose cagnotte may pay (own-brand or Club/Pass, decision 124), the named one or else the first.
 * Asked above the card's available balance (its balance less the other open checkouts' reservations)
 * or above what is left after the gift card, it uses the smallest; the amount is reserved on the card
 * (`reserveWallet`). Null or an amount of zero stops using it and ends the reservation.
 */
export function useWallet(
  write: CheckoutWrite,
  wallet: { montant: number; carte?: number | null } | null,
): void {
  const { ctx } = write;
  if (wallet === null || wallet.montant <= 0) {
    releaseWallet(write);
    return;
  }
  const cards = cagnotteCards(ctx);
  const card = wallet.carte ? cards.find((c) => c.id === wallet.carte) : cards[0];
  if (!card)
    throw refuse(
      'tirelire.carte',
      wallet.carte ? checkoutMessages.walletCardUnknown : checkoutMessages.walletNoCard,
    );
  const a = amounts(ctx);
  const cents = walletUsed(
    Math.round(wallet.montant * 100),
    availableOn(ctx, card),
    a.totalCents - a.giftCardCents,
  );
  if (cents <= 0) {
    releaseWallet(write);
    return;
  }
  reserveWallet(write, { cardId: card.id, cents, field: 'tirelire.montant' });
}

/** The write reserves `cents` on the card until `until` (by default the reservation time from now). */
export function reserveWallet(
  write: CheckoutWrite,
  r: { cardId: number; cents: number; field: string; until?: string },
): void {
  const { ctx, changes } = write;
  changes.wallet_cents = r.cents;
  changes.wallet_card_id = r.cardId;
  changes.wallet_reserved_until = reservationEnd(ctx.now, r.until);
  write.eurocora = { clientId: ctx.client.id, cardId: r.cardId, cents: r.cents, field: r.field };
}

/** The checkout no longer uses its cagnotte: nothing stays reserved. */
export function releaseWallet(write: CheckoutWrite): void {
  write.changes.wallet_cents = 0;
  write.changes.wallet_reserved_until = null;
  write.eurocora = null;
}
