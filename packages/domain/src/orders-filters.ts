/**
 * Rules of the order list: the period presets (a month, 3 months, 6 months, a year) turned into a
 * range of Paris days, and the UTC bounds of a range of Paris days.
 */

/** The presets of the filters (`ORDER_PERIODS` of @cabas/contracts): the last month, 3 and 6 months. */
export type OrderPeriod = '1m' | '3m' | '6m';
export const ORDER_PERIOD_MONTHS: Record<OrderPeriod, number> = { '1m': 1, '3m': 3, '6m': 6 };

export interface OrderDateFilter {
  /** Paris days, 'YYYY-MM-DD', both included. */
  date_min?: string;
  date_max?: string;
  periode?: OrderPeriod;
  annee?: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** `day` moved by whole months, clamped to the month's last day (31 March − 1 month = 28/29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The range of Paris days the filters ask for. A preset wins over the typed dates: a period counts
 * back from today (today included), a year is 1 January to 31 December.
 */
export function orderDayRange(filter: OrderDateFilter, today: string): { from?: string; to?: string } {
  if (filter.periode) return { from: addMonths(today, -ORDER_PERIOD_MONTHS[filter.periode]), to: today };
  if (filter.annee) return { from: `${filter.annee}-01-01`, to: `${filter.annee}-12-31` };
  return { from: filter.date_min, to: filter.date_max };
}

let parisClockFormat: Intl.DateTimeFormat | undefined;
/** Made on first use: creating an Intl formatter costs a phone's main thread when a page loads. */
const parisClock = () =>
  (parisClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }));

function parisWall(at: Date): number {
  const p = Object.fromEntries(
    parisClock()
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
}

/** The Paris day of an instant, 'YYYY-MM-DD'. */
export function parisDay(at: Date): string {
  return new Date(parisWall(at)).toISOString().slice(0, 10);
}

/** The UTC instant (ISO) at which a Paris day begins (midnight in Paris, summer or winter time). */
export function parisDayStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const offset = parisWall(new Date(guess)) - guess;
  let at = guess - offset;
  // Across a change of time the offset at the guess may differ from the one at midnight.
  const again = parisWall(new Date(at)) - at;
  if (again !== offset) at = guess - again;
  return new Date(at).toISOString();
}

/**
 * The UTC bounds of `placed_at` for a range of Paris days: `from` included, `before` excluded (the
 * start of the day after `to`), so an order at 23:59 in Paris on the last day is in.
 */
export function orderInstantRange(range: { from?: string; to?: string }): { from?: string; before?: string } {
  return {
    from: range.from ? parisDayStart(range.from) : undefined,
    before: range.to ? parisDayStart(addDays(range.to, 1)) : undefined,
  };
}

/** The years a shopper can pick in the "by year" preset: from the first order's to this one, newest first. */
export function orderYears(firstOrderYear: number | null, currentYear: number): number[] {
  if (firstOrderYear === null || firstOrderYear > currentYear) return [];
  const years: number[] = [];
  for (let y = currentYear; y >= firstOrderYear; y--) years.push(y);
  return years;
}
