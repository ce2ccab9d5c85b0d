/**
 * Quantity rules of a cart line (qte_pas, qte_min_panier, qte_max_panier of the product):
 * pieces are whole numbers, weighed goods are kilograms in steps of `step` from `min` to `max`; a
 * quantity of 0 removes the line. Stock caps what can be taken.
 */
export type QuantityRefusal =
  | { code: 'quantite_negative' }
  | { code: 'quantite_invalide' }
  | { code: 'quantite_decimale' }
  | { code: 'quantite_pas'; limit: number }
  | { code: 'quantite_min'; limit: number }
  | { code: 'quantite_max'; limit: number }
  | { code: 'stock_insuffisant'; limit: number };

export interface QuantityRules {
  step: number;
  min: number;
  max: number;
  /** Sold by weight: decimal quantities in kilograms. */
  weighed: boolean;
  /** Units left (stock minus reserved); null when not limited. */
  available: number | null;
}

/** Quantities are kept to the gram: 3 decimals. */
export const roundQuantity = (quantity: number) => Math.round(quantity * 1000) / 1000;

const EPSILON = 1e-6;

function onStep(quantity: number, rules: QuantityRules): boolean {
  if (!(rules.step > 0)) return true;
  const origin = rules.weighed ? rules.min : 0;
  const steps = (quantity - origin) / rules.step;
  return Math.abs(steps - Math.round(steps)) < EPSILON;
}

/** Why a quantity is refused, or null when it may go in the cart (0 always may: it removes). */
export function checkQuantity(quantity: number, rules: QuantityRules): QuantityRefusal | null {
  if (!Number.isFinite(quantity)) return { code: 'quantite_invalide' };
  if (quantity < 0) return { code: 'quantite_negative' };
  if (quantity === 0) return null;
  if (!rules.weighed && !Number.isInteger(quantity)) return { code: 'quantite_decimale' };
  if (quantity < rules.min - EPSILON) return { code: 'quantite_min', limit: rules.min };
  if (quantity > rules.max + EPSILON) return { code: 'quantite_max', limit: rules.max };
  if (!onStep(quantity, rules)) return { code: 'quantite_pas', limit: rules.step };
  if (rules.available !== null && !rules.weighed && quantity > rules.available)
    return { code: 'stock_insuffisant', limit: Math.max(0, rules.available) };
  if (rules.available !== null && rules.available <= 0) return { code: 'stock_insuffisant', limit: 0 };
  return null;
}

/**
 * The largest valid quantity not above `wanted` (merging carts adds quantities up, then caps them at
 * the maximum and the stock); 0 when none is valid.
 */
export function capQuantity(wanted: number, rules: QuantityRules): number {
  if (!(wanted > 0)) return 0;
  let cap = Math.min(wanted, rules.max);
  if (rules.available !== null) {
    if (rules.available <= 0) return 0;
    if (!rules.weighed) cap = Math.min(cap, rules.available);
  }
  if (cap < rules.min - EPSILON) return 0;
  const origin = rules.weighed ? rules.min : 0;
  const step = rules.step > 0 ? rules.step : 1;
  const steps = Math.floor((cap - origin) / step + EPSILON);
  const capped = roundQuantity(origin + steps * step);
  const whole = rules.weighed ? capped : Math.floor(capped);
  return whole >= rules.min - EPSILON ? whole : 0;
}

/** The weights offered for a weighed product: from min to max in steps. */
export function weightChoices(rules: Pick<QuantityRules, 'step' | 'min' | 'max'>, limit = 50): number[] {
  const choices: number[] = [];
  if (!(rules.step > 0)) return choices;
  for (let i = 0; choices.length < limit; i++) {
    const weight = roundQuantity(rules.min + i * rules.step);
    if (weight > rules.max + EPSILON) break;
    choices.push(weight);
  }
  return choices;
}
