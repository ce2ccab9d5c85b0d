import { checkoutMessages, type EurocoraBody } from '@cabas/contracts';
import { eurocoraDecision } from '@cabas/domain';
import { amounts, availableOn, cagnotteCards, walletCard } from '../checkout-context.ts';
import { refuse } from '../checkout-errors.ts';
import type { CheckoutWrite } from '../steps/checkout-write.ts';
import { releaseWallet, reserveWallet } from '../steps/wallet.ts';

const formatEuros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * The « eurocora update » (doc 1 §4): the cagnotte the order will use, on the named card (else the
 * checkout's, else the first whose cagnotte may pay), reserved on it. 0 releases the reservation;
 * above what is left to pay after the gift card it is lowered to it; above the card's available
 * balance it is refused on `montant` and nothing changes.
 */
export function updateEurocora(write: CheckoutWrite, body: EurocoraBody): void {
  const { ctx } = write;
  const cents = Math.round(body.montant * 100);
  if (cents <= 0) {
    releaseWallet(write);
    return;
  }
  const card = body.carte ? cagnotteCards(ctx).find((c) => c.id === body.carte) : walletCard(ctx);
  if (!card)
    throw refuse('carte', body.carte ? checkoutMessages.walletCardUnknown : checkoutMessages.walletNoCard);
  const a = amounts(ctx);
  const availableCents = availableOn(ctx, card);
  const decision = eurocoraDecision(cents, { availableCents, payableCents: a.totalCents - a.giftCardCents });
  if (decision.kind === 'refused')
    throw refuse('montant', checkoutMessages.eurocoraUnavailable(formatEuros(decision.availableCents)));
  if (decision.kind === 'release') {
    releaseWallet(write);
    return;
  }
  reserveWallet(write, { cardId: card.id, cents: decision.cents, field: 'montant' });
}
