/**
 * The loyalty of an in-store till receipt (issue #40, decision 128): which card it moves, and whether
 * it earns. The till decides how much the purchase earns (the store's rules at the till) and how much
 * of the cagnotte paid it; the shop decides whether that card may earn and keeps both in the ledger.
 */

import { mayHoldLoyaltyCards } from './loyalty.ts';
import { earningCard } from './loyalty-earning.ts';

/** The card scanned at the till, where the shop found it. */
export interface TillCard {
  typeCarte: string;
  sousType: string;
  expired: boolean;
  /** A partner card the issuer has not activated yet (the register's). */
  active: boolean;
  /** Whether the customer holding it is a pro (false for a card nobody holds). */
  holderIsPro: boolean;
  /** Whether a customer holds it (else it is in the issuer's register). */
  held: boolean;
}

export type TillOutcome = 'credite' | 'sans_carte' | 'carte_inconnue' | 'sans_gain';

export interface TillLoyalty {
  outcome: TillOutcome;
  /** Cents credited to the card and taken from it. */
  creditCents: number;
  debitCents: number;
  /** Whether the receipt goes into the holder's tickets page (a consumer holding the card). */
  customerReceipt: boolean;
}

/**
 * What a receipt does to the card: no card or an unknown one, nothing (a cagnotte spent on one is
 * refused by the caller: there is nothing to take); a pro's card, an expired, inactive or payment
 * card (C4) earns nothing, but what was spent at the till is still taken from it.
 */
export function tillLoyalty(
  card: TillCard | null | undefined,
  scanned: boolean,
  amounts: { earnedCents: number; spentCents: number },
): TillLoyalty {
  if (!scanned) return { outcome: 'sans_carte', creditCents: 0, debitCents: 0, customerReceipt: false };
  if (!card) return { outcome: 'carte_inconnue', creditCents: 0, debitCents: 0, customerReceipt: false };
  const consumer = mayHoldLoyaltyCards({ isPro: card.holderIsPro });
  const earns =
    consumer &&
    card.active &&
    earningCard([
      { numero: '-', typeCarte: card.typeCarte, sousType: card.sousType, expired: card.expired },
    ]) !== null;
  return {
    outcome: earns ? 'credite' : 'sans_gain',
    creditCents: earns ? amounts.earnedCents : 0,
    debitCents: amounts.spentCents,
    customerReceipt: card.held && consumer,
  };
}

/** The codes the receipts keep for a till's payment label (others are kept as the till wrote them). */
const PAYMENT_CODES: [RegExp, string][] = [
  [/^(cb|carte bancaire|carte bleue|carte|visa|mastercard|sans contact)$/, 'cb'],
  [/^(especes|espece|liquide|cash)$/, 'especes'],
  [/^(tickets? restaurant|titres?[ -]restaurant|tr)$/, 'ticket_restaurant'],
  [/^carte cabas$/, 'carte_cabas'],
];

const fold = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A payment label of the till as the receipts keep it: 'cb', 'especes'… or the label itself. */
export function tillPaymentCode(label: string): string {
  const folded = fold(label);
  return PAYMENT_CODES.find(([pattern]) => pattern.test(folded))?.[1] ?? label.trim();
}

/** The payment a receipt is listed under: the largest one that is not the cagnotte. */
export function mainTillPayment(payments: readonly { label: string; cents: number }[]): string {
  const money = payments.filter((p) => !/cagnotte|fidelite/.test(fold(p.label)));
  const main = [...(money.length ? money : payments)].sort((a, b) => b.cents - a.cents)[0];
  return main ? tillPaymentCode(main.label) : 'cb';
}
