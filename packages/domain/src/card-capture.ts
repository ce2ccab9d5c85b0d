import type { Cents } from './money.ts';
import type { PaidMeans } from './order-changes.ts';

/**
 * Authorise then capture (decision 109): the card is authorised for its part when the order is
 * placed; when the store closes the order, the final amount is shared between the means as at order
 * time (gift card first, then the cagnotte, the card the rest), the card's part is captured — never
 * more than is still authorised — and what is left of the authorisation is released.
 */

/** What one card authorisation still allows: authorised minus captured minus released. */
export const capturableCents = (a: { authorised: Cents; captured: Cents; released: Cents }): Cents =>
  Math.max(0, a.authorised - a.captured - a.released);

/** A capture asked of an authorisation: at most what it still allows; the rest is released. */
export function captureOf(capturable: Cents, wanted: Cents): { capture: Cents; release: Cents } {
  const left = Math.max(0, capturable);
  const capture = Math.max(0, Math.min(wanted, left));
  return { capture, release: left - capture };
}

/** The final amount of an order shared between its means, and what each gives back. */
export interface FinalSplit {
  /** What each means pays of the final amount. */
  kept: PaidMeans;
  /** What goes back to the gift card and the cagnotte (through the ledger). */
  giveBack: { giftCard: Cents; tirelire: Cents };
  /** The card's part beyond what it holds: the store does not get it (a heavier weighed line). */
  shortfall: Cents;
}

/**
 * The final amount split by the order-time rule (`splitPayment`): the gift card pays first, then the
 * cagnotte, each within what it paid; the card the rest, within what it holds. A lower final amount
 * therefore lowers the card's part first, then the cagnotte's, then the gift card's.
 */
export function finalSplit(final: Cents, held: PaidMeans): FinalSplit {
  const amount = Math.max(0, final);
  const giftCard = Math.min(Math.max(0, held.giftCard), amount);
  const tirelire = Math.min(Math.max(0, held.tirelire), amount - giftCard);
  const cardWanted = amount - giftCard - tirelire;
  const card = Math.min(cardWanted, Math.max(0, held.card));
  return {
    kept: { giftCard, tirelire, card },
    giveBack: {
      giftCard: Math.max(0, held.giftCard) - giftCard,
      tirelire: Math.max(0, held.tirelire) - tirelire,
    },
    shortfall: cardWanted - card,
  };
}

/** One card payment of an order as the capture reads it. */
export interface CardHold {
  id: string;
  /** What may still be captured on it (authorised minus what the order's changes gave back). */
  capturable: Cents;
}

/**
 * The card's part captured over the order's card payments, the first one first (the extra payments
 * of its changes after), each within what it allows; every payment releases what it does not capture.
 */
export function allocateCapture(
  cardPart: Cents,
  holds: readonly CardHold[],
): { id: string; capture: Cents; release: Cents }[] {
  let rest = Math.max(0, cardPart);
  return holds.map((h) => {
    const { capture, release } = captureOf(h.capturable, rest);
    rest -= capture;
    return { id: h.id, capture, release };
  });
}
