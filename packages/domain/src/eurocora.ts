/**
 * Eurocora: the cagnotte euros a checkout reserves on a loyalty card (decision 124). A checkout's
 * reservation counts against the card while the checkout is open and the reservation has not
 * expired; what the others reserve is not available to it.
 */

/** How long a reservation made on the payment page holds without a payment (a slot hold's time). */
export const EUROCORA_RESERVATION_MINUTES = 30;

export interface CagnotteCardFacts {
  typeCarte: string;
  sousType: string;
  expired: boolean;
}

/**
 * The cards whose cagnotte pays an order: the own-brand card (CP) and the partner Club or Pass cards
 * (CRF), never an expired card nor a partner's payment card (C4), whose money is the bank's.
 */
export function paysWithCagnotte(card: CagnotteCardFacts): boolean {
  if (card.expired || card.typeCarte === 'C4') return false;
  return card.sousType === 'CP' || card.sousType === 'CRF';
}

/** What a checkout may reserve on a card: its balance less the other open checkouts' reservations. */
export function availableCagnotte(balanceCents: number, reservedElsewhereCents: number): number {
  return Math.max(0, balanceCents - Math.max(0, reservedElsewhereCents));
}

/** Whether a checkout's reservation still counts at `now` (the checkout being open). */
export function reservationLive(reservedUntil: string | null, now: Date): boolean {
  return reservedUntil !== null && reservedUntil > now.toISOString();
}

/** Until when a reservation made at `now` holds, at least `atLeast` (a payment page's end). */
export function reservationEnd(now: Date, atLeast?: string): string {
  const end = new Date(now.getTime() + EUROCORA_RESERVATION_MINUTES * 60_000).toISOString();
  return atLeast && atLeast > end ? atLeast : end;
}

export type EurocoraDecision =
  | { kind: 'release' }
  | { kind: 'reserve'; cents: number }
  | { kind: 'refused'; availableCents: number };

/**
 * The « eurocora update »: zero releases the reservation; an amount above what is left to pay is
 * lowered to it (the order cannot use more); above the card's available balance it is refused, so
 * that the shopper learns that other checkouts hold part of her cagnotte.
 */
export function eurocoraDecision(
  requestedCents: number,
  limits: { availableCents: number; payableCents: number },
): EurocoraDecision {
  if (requestedCents <= 0) return { kind: 'release' };
  const cents = Math.min(requestedCents, Math.max(0, limits.payableCents));
  if (cents > limits.availableCents) return { kind: 'refused', availableCents: limits.availableCents };
  if (cents <= 0) return { kind: 'release' };
  return { kind: 'reserve', cents };
}
