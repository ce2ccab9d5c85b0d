import { DISCOUNTED_UNITS_MAX, isLotAdvantage, lineTotalCents, productsPerLot } from './lots.ts';
import type { Cents } from './money.ts';

/**
 * Amounts of a cart, in cents:
 * - a line costs its shelf price: the offer's price for the first 6 units, the regular (strike)
 *   price beyond (`lineTotalCents`);
 * - immediate reductions (RI advantages without a loyalty condition) come off the first 6 units
 *   only: a percentage or an amount per unit, or per complete lot ("-30% on the 2nd", "3 for 2");
 *   when several run at once the largest one applies;
 * - `montant_total_ttc_sans_rsa` is the total before any reduction (immediate or promo code),
 *   `montant_total_ttc` the total to pay after them. Unavailable lines count for nothing.
 */
export interface ImmediateReduction {
  lot: number | null;
  nb_pdt_lot: number | null;
  /** A percentage, or cents when `unite` is EUR. */
  valeur: number;
  unite: '%' | 'EUR';
}

export interface LineAmounts {
  grossCents: Cents;
  reductionCents: Cents;
  netCents: Cents;
}

function reductionOf(r: ImmediateReduction, unitCents: Cents, quantity: number): Cents {
  const units = Math.min(quantity, DISCOUNTED_UNITS_MAX);
  const off = (base: Cents) => (r.unite === '%' ? (base * r.valeur) / 100 : Math.min(base, r.valeur));
  if (!isLotAdvantage(r)) return Math.round(units * off(unitCents));
  const size = productsPerLot(r);
  const lots = Math.floor(units / size);
  if (lots === 0) return 0;
  // "lot 2": the reduction is on the n-th product of each lot; "lot 1": on the whole lot.
  const perLot = r.lot === 2 ? off(unitCents) : off(unitCents * size);
  return Math.round(lots * perLot);
}

export function lineAmounts(input: {
  priceCents: Cents;
  strikePriceCents: Cents | null;
  quantity: number;
  reductions: readonly ImmediateReduction[];
  /** Weighed goods: no lots (a lot counts pieces). */
  weighed: boolean;
}): LineAmounts {
  const gross = lineTotalCents(input.priceCents, input.strikePriceCents, input.quantity);
  let best = 0;
  for (const r of input.reductions) {
    if (input.weighed && isLotAdvantage(r)) continue;
    best = Math.max(best, reductionOf(r, input.priceCents, input.quantity));
  }
  const reduction = Math.min(best, gross);
  return { grossCents: gross, reductionCents: reduction, netCents: gross - reduction };
}

export interface PromoCodeRule {
  percent: number | null;
  amountCents: number | null;
  minBasketCents: number;
  startsAt: string;
  endsAt: string;
  /** null: every store. */
  storeIds: readonly number[] | null;
  /** A welcome code: for a client who has no order yet. */
  firstOrderOnly: boolean;
}

export type PromoRefusal =
  | 'promoCodeNotYet'
  | 'promoCodeExpired'
  | 'promoCodeNotInStore'
  | 'promoCodeFirstOrder';

/**
 * Whether a code may be used in this store now by this shopper (the minimum basket is checked by
 * `promoDiscount`). `hasOrdered`: the client already has an order (a visitor has none).
 */
export function promoCodeRefusal(
  rule: PromoCodeRule,
  storeId: number,
  now: Date,
  shopper: { hasOrdered: boolean },
): PromoRefusal | null {
  const at = now.toISOString();
  if (at < rule.startsAt) return 'promoCodeNotYet';
  if (at > rule.endsAt) return 'promoCodeExpired';
  if (rule.storeIds !== null && !rule.storeIds.includes(storeId)) return 'promoCodeNotInStore';
  if (rule.firstOrderOnly && shopper.hasOrdered) return 'promoCodeFirstOrder';
  return null;
}

/** The promo code's reduction on a basket already net of immediate reductions; 0 below the minimum. */
export function promoDiscount(
  rule: PromoCodeRule,
  basketCents: Cents,
): { applicable: boolean; cents: Cents } {
  if (basketCents <= 0 || basketCents < rule.minBasketCents) return { applicable: false, cents: 0 };
  const cents =
    rule.percent !== null ? Math.round((basketCents * rule.percent) / 100) : (rule.amountCents ?? 0);
  return { applicable: true, cents: Math.min(cents, basketCents) };
}

export interface CartTotals {
  grossCents: Cents;
  immediateReductionCents: Cents;
  promoCents: Cents;
  totalCents: Cents;
}

export function cartTotals(lines: readonly LineAmounts[], promoCents: Cents = 0): CartTotals {
  let gross = 0;
  let reduction = 0;
  for (const line of lines) {
    gross += line.grossCents;
    reduction += line.reductionCents;
  }
  const promo = Math.min(promoCents, gross - reduction);
  return {
    grossCents: gross,
    immediateReductionCents: reduction,
    promoCents: promo,
    totalCents: gross - reduction - promo,
  };
}
