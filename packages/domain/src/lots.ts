import type { Cents } from './money.ts';

/**
 * Lots and discounted quantities: an advantage is a lot advantage when it is "lot 2"
 * (on the second product), or "lot 1" with more than one product per lot; a price reduction applies
 * to the first 6 units of a line, the others are charged at the full price.
 */
export const DISCOUNTED_UNITS_MAX = 6;

export interface LotFields {
  lot: number | null;
  nb_pdt_lot: number | null;
}

export function isLotAdvantage(advantage: LotFields): boolean {
  if (advantage.lot === 2) return true;
  return advantage.lot === 1 && (advantage.nb_pdt_lot ?? 0) > 1;
}

/** How many products the shopper takes to get one lot (1 when the advantage is not a lot). */
export function productsPerLot(advantage: LotFields): number {
  if (!isLotAdvantage(advantage)) return 1;
  return Math.max(2, advantage.nb_pdt_lot ?? 2);
}

/**
 * The total of a line in cents: the first 6 units at the reduced price, the rest at the regular
 * (strike) price. Without a strike price every unit costs `priceCents`. Quantities of weighed goods
 * may be decimal: the reduced share is then at most 6 units' worth.
 */
export function lineTotalCents(priceCents: Cents, strikePriceCents: Cents | null, quantity: number): Cents {
  if (quantity <= 0) return 0;
  const regular = strikePriceCents && strikePriceCents > priceCents ? strikePriceCents : priceCents;
  const discounted = Math.min(quantity, DISCOUNTED_UNITS_MAX);
  const full = quantity - discounted;
  return Math.round(discounted * priceCents + full * regular);
}
