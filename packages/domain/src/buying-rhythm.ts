import { frenchDate, parisParts } from './french-dates.ts';

/**
 * Usual products and the buying rhythm, from what a customer bought (order lines and till receipt
 * lines). Purchases of one product on one Paris calendar day count as one purchase; a product is
 * "usual" once bought on two different days. Its score weighs each purchase by its age (halved every
 * `RECENCY_HALF_LIFE_DAYS`), so that it grows with how often and how recently it is bought.
 */

/** One line bought: an order line or a receipt line. */
export interface Purchase {
  productId: number;
  at: Date;
  quantity: number;
}

export interface UsualProduct {
  productId: number;
  /** Different days on which it was bought. */
  purchases: number;
  lastAt: Date;
  /** The median number of days between two purchases; null below two purchases. */
  intervalDays: number | null;
  /** The quantity usually taken at once (the lower median of the purchases). */
  quantity: number;
  score: number;
}

export const USUAL_MIN_PURCHASES = 2;
export const RECENCY_HALF_LIFE_DAYS = 60;
/** A rhythm is trusted from three purchases (two intervals). */
export const RHYTHM_MIN_PURCHASES = 3;
/** Proposed once this share of its interval has passed since the last purchase… */
export const RHYTHM_DUE_SHARE = 0.8;
/** …and until three intervals have passed (beyond, the habit has stopped). */
export const RHYTHM_LAPSED_FACTOR = 3;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the Paris calendar day of an instant. */
export function parisDayNumber(at: Date): number {
  const p = parisParts(at);
  return Math.round(Date.UTC(p.year, p.month - 1, p.day) / DAY_MS);
}

const lowerMedian = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
};

interface Occasion {
  day: number;
  at: Date;
  quantity: number;
}

/** Usual products, best score first (then the latest purchase, then the product id). */
export function usualProducts(purchases: readonly Purchase[], now: Date): UsualProduct[] {
  const byProduct = new Map<number, Map<number, Occasion>>();
  for (const p of purchases) {
    if (!(p.quantity > 0)) continue;
    const day = parisDayNumber(p.at);
    let days = byProduct.get(p.productId);
    if (!days) {
      days = new Map();
      byProduct.set(p.productId, days);
    }
    const occasion = days.get(day);
    if (!occasion) days.set(day, { day, at: p.at, quantity: p.quantity });
    else {
      occasion.quantity = Math.round((occasion.quantity + p.quantity) * 1000) / 1000;
      if (p.at > occasion.at) occasion.at = p.at;
    }
  }
  const today = parisDayNumber(now);
  const result: UsualProduct[] = [];
  for (const [productId, days] of byProduct) {
    if (days.size < USUAL_MIN_PURCHASES) continue;
    const occasions = [...days.values()].sort((a, b) => a.day - b.day);
    const gaps = occasions.slice(1).map((o, i) => o.day - (occasions[i] as Occasion).day);
    const score = occasions.reduce(
      (sum, o) => sum + 0.5 ** (Math.max(0, today - o.day) / RECENCY_HALF_LIFE_DAYS),
      0,
    );
    result.push({
      productId,
      purchases: occasions.length,
      lastAt: (occasions[occasions.length - 1] as Occasion).at,
      intervalDays: lowerMedian(gaps),
      quantity: lowerMedian(occasions.map((o) => o.quantity)),
      score: Math.round(score * 1000) / 1000,
    });
  }
  return result.sort(
    (a, b) => b.score - a.score || b.lastAt.getTime() - a.lastAt.getTime() || a.productId - b.productId,
  );
}

export interface DuePurchase {
  product: UsualProduct;
  intervalDays: number;
  /** The day it is expected, `YYYY-MM-DD` (Paris). */
  dueDay: string;
  /** « Acheté toutes les 2 semaines environ, dernier achat le 3 novembre 2026 ». */
  reason: string;
}

const isoDay = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** The usual products whose rhythm says they are due now, the most overdue first. */
export function duePurchases(usual: readonly UsualProduct[], now: Date): DuePurchase[] {
  const today = parisDayNumber(now);
  const due: (DuePurchase & { overdue: number })[] = [];
  for (const product of usual) {
    const interval = product.intervalDays;
    if (product.purchases < RHYTHM_MIN_PURCHASES || interval === null || interval < 1) continue;
    const since = today - parisDayNumber(product.lastAt);
    if (since < interval * RHYTHM_DUE_SHARE || since > interval * RHYTHM_LAPSED_FACTOR) continue;
    due.push({
      product,
      intervalDays: interval,
      dueDay: isoDay(parisDayNumber(product.lastAt) + interval),
      reason: `${rhythmLabel(interval)}, dernier achat le ${frenchDate(product.lastAt)}`,
      overdue: since / interval,
    });
  }
  return due
    .sort((a, b) => b.overdue - a.overdue || a.product.productId - b.product.productId)
    .map(({ overdue: _, ...d }) => d);
}

/** « Acheté tous les 3 jours environ », « … chaque semaine… », « … toutes les 2 semaines… », « … tous les 2 mois… ». */
export function rhythmLabel(intervalDays: number): string {
  if (intervalDays <= 1) return 'Acheté tous les jours environ';
  if (intervalDays < 6) return `Acheté tous les ${intervalDays} jours environ`;
  if (intervalDays < 45) {
    const weeks = Math.round(intervalDays / 7);
    return weeks <= 1 ? 'Acheté chaque semaine environ' : `Acheté toutes les ${weeks} semaines environ`;
  }
  const months = Math.round(intervalDays / 30.4);
  return months <= 1 ? 'Acheté chaque mois environ' : `Acheté tous les ${months} mois environ`;
}

/** « Acheté 5 fois, dernier achat le 3 novembre 2026 » (the usual products page). */
export function usualSummary(product: Pick<UsualProduct, 'purchases' | 'lastAt'>): string {
  return `Acheté ${product.purchases} fois, dernier achat le ${frenchDate(product.lastAt)}`;
}
