/**
 * Gift card rules of the checkout: a 21-digit number and a 4-digit
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

/** Remaining to pay = total - gift card (and the other means already chosen), never below 0. */
export function remainingToPay(totalCents: number, ...paidCents: number[]): number {
  return Math.max(
    0,
    paidCents.reduce((left, part) => left - Math.max(0, part), totalCents),
  );
}

/**
 * The amount of a gift card bought in the cart:
 * whole euros from the product's `config_prix.min` to `.max`. A gift card line costs its amount, and
 * the same product with two amounts makes two lines.
 */
export interface GiftCardRange {
  min: number;
  max: number;
}

/** The range of a gift card whose product has no `config_prix`. */
export const DEFAULT_GIFT_CARD_RANGE: GiftCardRange = { min: 5, max: 150 };

export type GiftCardAmountRefusal =
  | { code: 'montant_requis' }
  | { code: 'montant_entier' }
  | { code: 'montant_min'; limit: number }
  | { code: 'montant_max'; limit: number };

/** Why this amount (euros) cannot be a gift card's, or null. */
export function giftCardAmountRefusal(
  amount: number | null | undefined,
  range: GiftCardRange,
): GiftCardAmountRefusal | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return { code: 'montant_requis' };
  if (!Number.isInteger(amount)) return { code: 'montant_entier' };
  if (amount < range.min) return { code: 'montant_min', limit: range.min };
  if (amount > range.max) return { code: 'montant_max', limit: range.max };
  return null;
}

/** The same rule for an amount as typed in a form field ("50", " 50 ", "50,5", ""). */
export function typedGiftCardAmountRefusal(raw: string, range: GiftCardRange): GiftCardAmountRefusal | null {
  const text = raw.trim();
  if (!text) return { code: 'montant_requis' };
  if (!/^\d+$/.test(text)) return { code: 'montant_entier' };
  return giftCardAmountRefusal(Number(text), range);
}

/** The range of a product from its `config_prix` columns (cents), or the default one. */
export function giftCardRangeOfCents(minCents: number | null, maxCents: number | null): GiftCardRange {
  return minCents === null || maxCents === null
    ? DEFAULT_GIFT_CARD_RANGE
    : { min: minCents / 100, max: maxCents / 100 };
}
