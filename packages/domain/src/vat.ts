import type { Cents } from './money.ts';

/**
 * French VAT on what a grocery sells, in basis points (550 = 5,5 %):
 * - food and non-alcoholic drinks: reduced rate 5,5 % (CGI art. 278-0 bis);
 * - alcoholic drinks, confectionery and chocolates: standard rate 20 %;
 * - non-food goods (hygiene, household, pets, baby care) and services (preparation, delivery): 20 %;
 * - gift cards: outside the scope of VAT when sold (multi-purpose vouchers), 0.
 * Departments follow the catalogue's numbering: a department is 1–99 and its categories are
 * department × 100 + n, then × 100 + n again (db/seed/category-tree.ts).
 */
export const VAT_RATES = { reduced: 550, standard: 2000, none: 0 } as const;

const FOOD_DEPARTMENTS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]);
/** Baby food (in the baby department): food. */
const FOOD_CATEGORIES = new Set([1001]);
/** Chocolates and confectionery (sweet grocery): standard rate. */
const STANDARD_FOOD_CATEGORIES = new Set([603, 604]);
const GIFT_CARD_DEPARTMENT = 14;

/** The department of a category id (1–99). */
export function departmentOf(categoryId: number): number {
  let id = categoryId;
  while (id >= 100) id = Math.floor(id / 100);
  return id;
}

/** The category ids from the department down to this one (605 → [6, 605]; 50101 → [5, 501, 50101]). */
function lineage(categoryId: number): number[] {
  const ids: number[] = [];
  for (let id = categoryId; id > 0; id = id >= 100 ? Math.floor(id / 100) : 0) ids.unshift(id);
  return ids;
}

export function vatRateFor(product: { categoryId: number; isAlcohol: boolean; isGiftCard: boolean }): number {
  if (product.isGiftCard || departmentOf(product.categoryId) === GIFT_CARD_DEPARTMENT) return VAT_RATES.none;
  if (product.isAlcohol) return VAT_RATES.standard;
  const ids = lineage(product.categoryId);
  if (ids.some((id) => STANDARD_FOOD_CATEGORIES.has(id))) return VAT_RATES.standard;
  if (FOOD_DEPARTMENTS.has(ids[0]!) || ids.some((id) => FOOD_CATEGORIES.has(id))) return VAT_RATES.reduced;
  return VAT_RATES.standard;
}

/** Preparation and delivery fees: a service at the standard rate. */
export const FEES_VAT_RATE = VAT_RATES.standard;

export interface VatLine {
  /** Basis points. */
  rate: number;
  /** Amount including VAT, after the line's immediate reductions. */
  totalCents: Cents;
}

export interface VatRow {
  rate: number;
  /** Base without VAT. */
  htCents: Cents;
  tvaCents: Cents;
  ttcCents: Cents;
}

/**
 * The VAT of a sale by rate. Lines and fees are grouped by rate; a reduction of the whole order
 * (promo code) is shared between the rates in proportion to their amounts, as the tax authorities ask
 * (the largest remainder takes the odd cent, so the shares add up exactly). Within a rate the VAT is
 * worked out once on the total: TTC × rate / (10 000 + rate), rounded to the cent.
 */
export function vatBreakdown(lines: readonly VatLine[], orderReductionCents: Cents = 0): VatRow[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.totalCents);
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  const gross = rates.reduce((sum, r) => sum + byRate.get(r)!, 0);
  const reduction = Math.min(Math.max(0, orderReductionCents), gross);
  const shares = new Map<number, number>();
  if (reduction > 0 && gross > 0) {
    const exact = rates.map((r) => ({ r, value: (reduction * byRate.get(r)!) / gross }));
    let left = reduction;
    for (const e of exact) {
      shares.set(e.r, Math.floor(e.value));
      left -= Math.floor(e.value);
    }
    const byRemainder = [...exact].sort(
      (a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)),
    );
    for (let i = 0; left > 0; i = (i + 1) % byRemainder.length, left--) {
      const r = byRemainder[i]!.r;
      shares.set(r, shares.get(r)! + 1);
    }
  }
  return rates.map((rate) => {
    const ttc = byRate.get(rate)! - (shares.get(rate) ?? 0);
    const tva = Math.round((ttc * rate) / (10_000 + rate));
    return { rate, htCents: ttc - tva, tvaCents: tva, ttcCents: ttc };
  });
}

/** `550` → `5,5 %`, `2000` → `20 %`. */
export function formatVatRate(rate: number): string {
  return `${String(rate / 100).replace('.', ',')} %`;
}
