/**
 * Loyalty cards: their French names, the kind of a partner card told by its number, the totals of
 * the account page, and who may hold cards.
 */

export type PartnerCardKind = 'Club' | 'Pass';

/** A partner card number starting with 9 (or none yet) is a Club card, any other a Pass card. */
export function partnerCardKind(numero: string | null | undefined): PartnerCardKind {
  const digits = (numero ?? '').replace(/\s+/g, '');
  return digits === '' || digits.startsWith('9') ? 'Club' : 'Pass';
}

/** The card's name as the account page shows it. */
export function loyaltyCardLabel(typeCarte: string, numero: string): string {
  switch (typeCarte) {
    case 'CRF':
      return `Carte ${partnerCardKind(numero)} partenaire`;
    case 'C4':
      return 'Carte de paiement partenaire';
    case 'CP':
      return 'Carte de réduction Plus';
    default:
      return 'Carte de fidélité Cabas';
  }
}

export interface LoyaltyBalances {
  soldeCents: number;
  soldeSuivCents: number;
  soldePoints: number;
  soldePointsSuiv: number;
  expired: boolean;
}

/** The totals of the account: current and next balances added, expired cards left out. */
export function loyaltyTotals(cards: readonly LoyaltyBalances[]): { cents: number; points: number } {
  let cents = 0;
  let points = 0;
  for (const card of cards) {
    if (card.expired) continue;
    cents += card.soldeCents + card.soldeSuivCents;
    points += card.soldePoints + card.soldePointsSuiv;
  }
  return { cents, points };
}

/** Whether a card locked by wrong codes is still locked at `now`. */
export function isLoyaltyCardLocked(lockedUntil: string | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil > now.toISOString();
}

/**
 * One more wrong code: the count after it, and whether it locks the card (the count then starts again,
 * so that the card gets its attempts back when the lock ends).
 */
export function afterWrongCode(failures: number, maxFailures: number): { failures: number; locks: boolean } {
  const next = failures + 1;
  return next >= maxFailures ? { failures: 0, locks: true } : { failures: next, locks: false };
}

/** Pros have no loyalty scheme. */
export function mayHoldLoyaltyCards(client: { isPro: boolean }): boolean {
  return !client.isPro;
}
