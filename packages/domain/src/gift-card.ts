/**
 * Gift card rules of the checkout (doc 1 §4 "Gift card check", §5): a 21-digit number and a 4-digit
 * PIN; the card pays at most its balance and the order total; remaining to pay = total - gift card.
 */
export const GIFT_CARD_DIGITS = 21;
export const GIFT_CARD_PIN_DIGITS = 4;

export type GiftCardFieldError = 'requis' | 'longueur' | 'invalide';

export function giftCardNumberError(value: string | null | undefined): GiftCardFieldError | null {
  const digits = (value ?? '').replace(/\s+/g, '');
  if (digits === '') return 'requis';
  if (!/^\d+$/.test(digits)) return 'invalide';
  return digits.length === GIFT_CARD_DIGITS ? null : 'longueur';
}

export function giftCardPinError(value: string | null | undefined): GiftCardFieldError | null {
  const pin = (value ?? '').trim();
  if (pin === '') return 'requis';
  if (!/^\d+$/.test(pin)) return 'invalide';
  return pin.length === GIFT_CARD_PIN_DIGITS ? null : 'longueur';
}

export type GiftCardRefusal = 'expiree' | 'vide';

/** What a card pays of an order, or why it cannot pay. */
export function giftCardUse(
  card: { balanceCents: number; expiresAt: string },
  totalCents: number,
  now: Date,
): { usedCents: number; remainingCents: number } | { refusal: GiftCardRefusal } {
  if (new Date(card.expiresAt).getTime() <= now.getTime()) return { refusal: 'expiree' };
  if (card.balanceCents <= 0) return { refusal: 'vide' };
  const usedCents = Math.min(card.balanceCents, Math.max(0, totalCents));
  return { usedCents, remainingCents: Math.max(0, totalCents) - usedCents };
}

/** "•••• •••• 1234": only the last 4 digits of a card number are ever shown. */
export function maskCardNumber(numero: string): string {
  return `•••• •••• ${numero.slice(-4)}`;
}

/** Doc 1 §4: remaining to pay = total - gift card (and the other means already chosen), never below 0. */
export function remainingToPay(totalCents: number, ...paidCents: number[]): number {
  return Math.max(
    0,
    paidCents.reduce((left, part) => left - Math.max(0, part), totalCents),
  );
}
