/**
 * Points turned into euros on the cagnotte of the same card (decision 125): a rate per card type, in
 * blocks of points (the step), from a minimum. Only the current points convert, never those to come.
 */

export interface ConversionRate {
  /** The block that converts: a transformation moves a multiple of it. */
  stepPoints: number;
  /** What one block gives on the cagnotte, in cents. */
  stepCents: number;
  /** The fewest points a transformation moves (a multiple of the step). */
  minimumPoints: number;
}

/**
 * The rates by card type: the « Plus » discount card (CP) gives the most, the plain own-brand card
 * (CM) half of it, a partner Club/Pass card (CRF) half again from 500 points; the partner's payment
 * card (C4) holds no points of ours.
 */
export const POINTS_CONVERSION_RATES: Readonly<Record<string, ConversionRate>> = {
  CP: { stepPoints: 100, stepCents: 100, minimumPoints: 100 },
  CM: { stepPoints: 200, stepCents: 100, minimumPoints: 200 },
  CRF: { stepPoints: 100, stepCents: 50, minimumPoints: 500 },
};

/** The rate of a card, or null when its points cannot be transformed (a C4 card, an expired card). */
export function conversionRateFor(card: { typeCarte: string; expired: boolean }): ConversionRate | null {
  if (card.expired) return null;
  return POINTS_CONVERSION_RATES[card.typeCarte] ?? null;
}

export interface Conversion {
  points: number;
  cents: number;
}

/** What `points` give, exactly (a valid amount: see `conversionProblem`). */
export function conversionCents(rate: ConversionRate, points: number): number {
  return (points / rate.stepPoints) * rate.stepCents;
}

/**
 * The simulation: of the points asked (all the card's when none), the most that can move — whole
 * steps, no more than the card holds — and the euros they give; nothing below the minimum.
 */
export function simulateConversion(
  rate: ConversionRate,
  balancePoints: number,
  requestedPoints: number = balancePoints,
): Conversion {
  const available = Math.max(0, Math.min(requestedPoints, balancePoints));
  const points = Math.floor(available / rate.stepPoints) * rate.stepPoints;
  if (points < rate.minimumPoints) return { points: 0, cents: 0 };
  return { points, cents: conversionCents(rate, points) };
}

export type ConversionProblem = 'minimum' | 'pas';

/** Why an amount of points cannot be transformed as asked (the balance is checked where it moves). */
export function conversionProblem(rate: ConversionRate, points: number): ConversionProblem | null {
  if (points < rate.minimumPoints) return 'minimum';
  if (points % rate.stepPoints !== 0) return 'pas';
  return null;
}
