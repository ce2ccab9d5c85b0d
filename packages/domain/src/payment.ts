import type { Cents } from './money.ts';

/**
 * Payment sessions of the hosted payment page: their states, the transitions a provider notification
 * may make, the split of an order total between gift card, cagnotte and card, and the sandbox's test
 * cards. A notification whose transition is not allowed (replayed, or arriving after a later one)
 * changes nothing: the caller answers `deja-traitee`.
 */

export type PaymentSessionStatus = 'ouverte' | 'en_attente' | 'acceptee' | 'refusee' | 'annulee' | 'erreur';
export type PaymentEventKind = 'acceptee' | 'en_attente' | 'refusee' | 'annulee' | 'erreur';

const ALLOWED_FROM: Record<PaymentEventKind, readonly PaymentSessionStatus[]> = {
  acceptee: ['ouverte', 'en_attente'],
  en_attente: ['ouverte'],
  refusee: ['ouverte', 'en_attente'],
  annulee: ['ouverte'],
  erreur: ['ouverte'],
};

export function canApply(status: PaymentSessionStatus, event: PaymentEventKind): boolean {
  return ALLOWED_FROM[event].includes(status);
}

/** An order exists once a payment is accepted or pending (the bank is still checking). */
export const createsOrder = (event: PaymentEventKind) => event === 'acceptee' || event === 'en_attente';

export interface PaymentSplit {
  giftCard: Cents;
  tirelire: Cents;
  card: Cents;
}

/**
 * The remaining amount to pay is the total minus the gift card; the cagnotte takes what it
 * can of the rest (never more than the balance), the card pays the remainder.
 */
export function splitPayment(
  total: Cents,
  giftCard: Cents,
  tirelireWanted: Cents,
  balance: Cents,
): PaymentSplit {
  const gift = Math.max(0, Math.min(giftCard, total));
  const tirelire = Math.max(0, Math.min(tirelireWanted, balance, total - gift));
  return { giftCard: gift, tirelire, card: total - gift - tirelire };
}

/** Luhn checksum of a card number (digits only). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type SandboxCardBehaviour = 'acceptee' | 'refusee' | '3ds' | 'en_attente' | 'erreur';

/** The sandbox's test cards (README "Demo payment cards"); any other valid number is accepted. */
export const SANDBOX_TEST_CARDS: Record<string, SandboxCardBehaviour> = {
  '4111111111111111': 'acceptee',
  '4000000000000002': 'refusee',
  '4000000000003220': '3ds',
  '4000000000000077': 'en_attente',
  '4000000000000119': 'erreur',
};
/** The code that passes the sandbox's 3-D Secure step; any other code refuses the payment. */
export const SANDBOX_3DS_CODE = '123456';

export function sandboxBehaviour(digits: string): SandboxCardBehaviour {
  return SANDBOX_TEST_CARDS[digits] ?? 'acceptee';
}

/** A card expiry 'MM/AA' still valid in the given month (cards run to the end of their month). */
export function isExpiryValid(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
