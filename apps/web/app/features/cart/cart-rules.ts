/**
 * What the add-to-cart control needs of a product: step, minimum and maximum
 * per cart, weighed goods (decimal kilograms offered as a list from minimum to maximum in steps) and
 * the cart kinds that may hold it. Pure functions, shared by the server (view model) and the browser.
 */
import type { CartKind } from '@cabas/contracts';
import { lazy } from '../../lib/format.ts';

export interface CartRules {
  step: number;
  min: number;
  max: number;
  /** Sold by weight: the quantity is a weight in kilograms. */
  weighed: boolean;
  kinds: CartKind[];
  /** Regular product with a price (a gift card or a product the store lacks cannot be added). */
  sellable: boolean;
  /** The text of its lot advantage (lot 2, or lot 1 with more than 1 product), if any. */
  lot: string | null;
}

interface RuleFields {
  qte_pas: number;
  qte_min_panier: number;
  qte_max_panier: number;
  pft: boolean;
  types_panier: CartKind[];
  type: string;
  prix: number | null;
  avantages: { lot: number | null; nb_pdt_lot: number | null; texte_avantage: string }[];
}

const isLot = (a: { lot: number | null; nb_pdt_lot: number | null }) =>
  a.lot === 2 || (a.lot === 1 && (a.nb_pdt_lot ?? 0) > 1);

export function cartRules(a: RuleFields): CartRules {
  const step = a.qte_pas > 0 ? a.qte_pas : 1;
  const min = a.qte_min_panier > 0 ? a.qte_min_panier : step;
  return {
    step,
    min,
    max: Math.max(min, a.qte_max_panier),
    weighed: a.pft || !Number.isInteger(step),
    kinds: a.types_panier.length ? a.types_panier : ['drive'],
    sellable: a.type === 'TC' && a.prix !== null,
    lot: a.avantages.find(isLot)?.texte_avantage ?? null,
  };
}

/** Rounds away the binary noise of decimal steps (0.1 + 0.2). */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The weights offered for a weighed product: from the minimum to the maximum in steps (at most 40). */
export function weightChoices(rules: CartRules): number[] {
  const choices: number[] = [];
  for (let kg = rules.min; kg <= rules.max + 1e-9 && choices.length < 40; kg = round(kg + rules.step)) {
    choices.push(round(kg));
  }
  return choices;
}

/**
 * The quantity after one press of "+" (`1`) or "−" (`-1`): the first press gives the minimum,
 * going under the minimum removes the line (0), never above the maximum.
 */
export function stepQuantity(current: number, rules: CartRules, direction: 1 | -1): number {
  if (direction === 1) {
    if (current < rules.min) return rules.min;
    return Math.min(rules.max, round(current + rules.step));
  }
  const next = round(current - rules.step);
  return next < rules.min ? 0 : next;
}

/** The cart kind a product goes to from a card: drive when it may, else its first allowed kind. */
export function defaultKind(rules: CartRules, preferred: CartKind = 'drive'): CartKind {
  return rules.kinds.includes(preferred) ? preferred : (rules.kinds[0] ?? 'drive');
}

const decimal = lazy(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 }));

/**
 * A quantity in French, at most 3 decimals: `3`, `1,5`. Written by hand from 0 to 1,000 (every card
 * and cart line shows one; the same text as `Intl.NumberFormat('fr-FR')`), by `Intl` otherwise.
 */
export function formatQuantity(quantity: number): string {
  if (!(quantity >= 0 && quantity < 1000)) return decimal().format(quantity);
  if (quantity < 0.0005) return '0';
  // Intl rounds the number's shortest decimal writing (0.5015 → 0,502), half up: so does this.
  const [whole = '0', fraction = ''] = String(quantity).split('.');
  let thousandths = Number(whole) * 1000 + Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (fraction.length > 3 && fraction.charAt(3) >= '5') thousandths += 1;
  const units = Math.floor(thousandths / 1000);
  const decimals = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return decimals ? `${units},${decimals}` : String(units);
}

/** `250 g`, `1,5 kg` for a weight; `3` for a count. */
export function quantityLabel(quantity: number, weighed: boolean): string {
  if (!weighed) return formatQuantity(quantity);
  return quantity < 1 ? `${Math.round(quantity * 1000)} g` : `${formatQuantity(quantity)} kg`;
}
