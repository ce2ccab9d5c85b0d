import { type ProcessPaymentBody, paymentMessages } from '@cabas/contracts';
import { eurosToCents, type PaymentSplit, splitPayment } from '@cabas/domain';
import {
  amounts,
  availableOn,
  type CheckoutContext,
  cagnotteCards,
  walletCard,
} from '../../checkout/checkout-context.ts';
import type { ProcessContext } from './process-context.ts';
import { unpayable } from './refusal.ts';

export interface WalletWanted {
  cardId: number | null;
  cents: number;
  /** Sent with the call (then refused when it does not fit), not the checkout's. */
  fromCall: boolean;
}

/** The cagnotte the payment takes: the one sent with the call (its card by default the checkout's), else the checkout's. */
export function walletWanted(after: CheckoutContext, sent: ProcessPaymentBody['tirelire']): WalletWanted {
  const a = amounts(after);
  const used = a.walletCents > 0 || after.row.wallet_cents > 0;
  const cardId = used ? (walletCard(after)?.id ?? null) : null;
  if (sent) return { cardId: sent.carte ?? cardId, cents: eurosToCents(sent.montant), fromCall: true };
  return { cardId, cents: used ? a.walletCents : 0, fromCall: false };
}

/** The gift card pays first, then the cagnotte within its card's balance, the card the rest. */
export function splitOf(after: CheckoutContext, wanted: WalletWanted, balanceCents: number): PaymentSplit {
  const a = amounts(after);
  const split = splitPayment(a.totalCents, a.giftCardCents, wanted.cents, balanceCents);
  if (split.tirelire < wanted.cents && wanted.fromCall)
    throw unpayable(paymentMessages.tirelireTooHigh, 'tirelire.montant');
  return split;
}

/**
 * The payment's split between gift card, cagnotte and bank card. The cagnotte is taken from one of
 * the client's cards whose cagnotte may pay, within what this checkout may use of it: its balance
 * less the client's other open checkouts' reservations (decision 124).
 */
export function paymentSplit(p: ProcessContext, after: CheckoutContext) {
  const wanted = walletWanted(after, p.body.tirelire);
  let availableCents = 0;
  if (wanted.cents > 0) {
    const card = cagnotteCards(after).find((c) => c.id === wanted.cardId);
    if (!card) throw unpayable(paymentMessages.tirelireCard, 'tirelire.carte');
    availableCents = availableOn(after, card);
  }
  const split = splitOf(after, wanted, availableCents);
  return {
    split,
    loyaltyCardId: split.tirelire > 0 ? wanted.cardId : null,
    giftCardId: split.giftCard > 0 ? after.row.gift_card_id : null,
  };
}
