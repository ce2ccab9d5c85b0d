import { frenchDate } from './french-dates.ts';

/**
 * Usual products and the buying rhythm, from what a customer bought (order lines and till receipt
 * lines). Each order or receipt is one purchase (two lines of one product in it count once); a
 * product is "usual" once bought in two of them. Its score weighs each purchase by its age (halved
 * every `RECENCY_HALF_LIFE_DAYS`), so that it grows with how often and how recently it is bought. The
 * rhythm is read from the Paris calendar days of the purchases: two purchases on one day are one step.
 */

/** One line bought: an order line or a receipt line. */
export interface Purchase {
  productId: number;
  /** The order or receipt it belongs to (`o12`, `r34`). */
  occasion: string;
  at: Date;
  quantity: number;
}

export interface UsualProduct {
  productId: number;
  /** Orders and receipts in which it was bought. */
  purchases: number;
  lastAt: Date;
  /** The median number of days between two purchase days; null when bought on one day only. */
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

/** 01:00 UTC on the last Sunday of a month (0-based): when Paris changes its clocks (EU rule). */
const lastSundayAt1Utc = (year: number, month: number) => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month + 1, -lastDay.getUTCDay(), 1);
};

/**
 * Days since 1970-01-01 of the Paris calendar day of an instant: UTC+2 from the last Sunday of March
 * to the last Sunday of October, UTC+1 otherwise. Arithmetic, not Intl: it runs once per line bought.
 */
export function parisDayNumber(at: Date): number {
  const ms = at.getTime();
  const year = at.getUTCFullYear();
  const summer = ms >= lastSundayAt1Utc(year, 2) && ms < lastSundayAt1Utc(year, 9);
  return Math.floor((ms + (summer ? 2 : 1) * 3_600_000) / DAY_MS);
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
  const byProduct = new Map<number, Map<string, Occasion>>();
  // Paris offsets are whole hours: one calendar lookup per UTC hour (Intl is slow, lines are many).
  const dayByHour = new Map<number, number>();
  const dayOf = (at: Date) => {
    const hour = Math.floor(at.getTime() / 3_600_000);
    let day = dayByHour.get(hour);
    if (day === undefined) {
      day = parisDayNumber(at);
      dayByHour.set(hour, day);
    }
    return day;
  };
  for (const p of purchases) {
    if (!(p.quantity > 0)) continue;
    let occasions = byProduct.get(p.productId);
    if (!occasions) {
      occasions = new Map();
      byProduct.set(p.productId, occasions);
    }
    const occasion = occasions.get(p.occasion);
    if (!occasion) occasions.set(p.occasion, { day: dayOf(p.at), at: p.at, quantity: p.quantity });
    else occasion.quantity = Math.round((occasion.quantity + p.quantity) * 1000) / 1000;
  }
  const today = parisDayNumber(now);
  const result: UsualProduct[] = [];
  for (const [productId, byOccasion] of byProduct) {
    if (byOccasion.size < USUAL_MIN_PURCHASES) continue;
    const occasions = [...byOccasion.values()].sort(
      (a, b) => a.day - b.day || a.at.getTime() - b.at.getTime(),
    );
    const days = [...new Set(occasions.map((o) => o.day))];
    const gaps = days.slice(1).map((d, i) => d - (days[i] as number));
    const score = occasions.reduce(
      (sum, o) => sum + 0.5 ** (Math.max(0, today - o.day) / RECENCY_HALF_LIFE_DAYS),
      0,
    );
    result.push({
      productId,
      purchases: occasions.length,
      lastAt: (occasions[occasions.length - 1] as Occasion).at,
      intervalDays: gaps.length ? lowerMedian(gaps) : null,
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

/** The usual products whose rhythm says they are due now, in the order of `usual` (the most usual first). */
export function duePurchases(usual: readonly UsualProduct[], now: Date): DuePurchase[] {
  const today = parisDayNumber(now);
  const due: DuePurchase[] = [];
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
    });
  }
  return due;
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
