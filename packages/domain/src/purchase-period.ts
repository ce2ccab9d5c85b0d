import { parisParts } from './french-dates.ts';

/**
 * The purchase-date filter of the in-store purchases: this month, last month, the last 3 months
 * (this month and the two before) or a custom period. Days are calendar days `YYYY-MM-DD` in Paris;
 * a period includes both its ends.
 */
export const PURCHASE_PERIODS = ['mois', 'mois_precedent', 'trois_mois', 'personnalisee'] as const;
export type PurchasePeriod = (typeof PURCHASE_PERIODS)[number];

export interface DayRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Month `m` (1–12) of year `y` moved by `delta` months. */
function shift(y: number, m: number, delta: number): [number, number] {
  const index = y * 12 + (m - 1) + delta;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/** The days of a preset period, seen from `now` (Paris calendar). */
export function presetRange(period: Exclude<PurchasePeriod, 'personnalisee'>, now: Date): DayRange {
  const p = parisParts(now);
  const today = day(p.year, p.month, p.day);
  if (period === 'mois') return { from: day(p.year, p.month, 1), to: today };
  if (period === 'trois_mois') {
    const [y, m] = shift(p.year, p.month, -2);
    return { from: day(y, m, 1), to: today };
  }
  const [y, m] = shift(p.year, p.month, -1);
  return { from: day(y, m, 1), to: day(y, m, lastDay(y, m)) };
}

/**
 * A custom period is valid only when both days are given and the end is not before the start
 * (the specification's rule); the error names the field to fix.
 */
export function customRangeError(
  from: string | undefined,
  to: string | undefined,
): 'from' | 'to' | 'order' | null {
  if (!from) return 'from';
  if (!to) return 'to';
  return to < from ? 'order' : null;
}

/** The UTC instants bounding Paris days: from the start of `from` to the end of `to`. */
export function dayRangeInstants(range: DayRange): { start: string; end: string } {
  return {
    start: parisMidnight(range.from).toISOString(),
    end: parisMidnight(nextDay(range.to)).toISOString(),
  };
}

function nextDay(value: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Midnight in Paris of a day, as an instant (Paris is UTC+1 or UTC+2). */
function parisMidnight(value: string): Date {
  for (const offset of [1, 2]) {
    const candidate = new Date(`${value}T00:00:00Z`);
    candidate.setUTCHours(-offset);
    const p = parisParts(candidate);
    if (p.hour === 0 && p.minute === 0 && day(p.year, p.month, p.day) === value) return candidate;
  }
  return new Date(`${value}T00:00:00Z`);
}
