/**
 * Payment in 3 or 4 instalments: offered from 200 € to 3,000 €, free of charge by
 * default (a file fee can be configured and is added to the first instalment). The first debit is
 * on the order day, the next ones one month apart (the day clamped to the month's length).
 */
export const INSTALMENT_MIN_CENTS = 20_000;
export const INSTALMENT_MAX_CENTS = 300_000;

export interface Instalment {
  /** YYYY-MM-DD. */
  date: string;
  cents: number;
}

export function instalmentsAllowed(totalCents: number): boolean {
  return totalCents >= INSTALMENT_MIN_CENTS && totalCents <= INSTALMENT_MAX_CENTS;
}

function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Equal instalments; the rounding cents and the fee go to the first one. */
export function instalmentSchedule(
  totalCents: number,
  count: 3 | 4,
  firstDate: string,
  feeCents = 0,
): Instalment[] {
  const base = Math.floor(totalCents / count);
  const first = totalCents - base * (count - 1) + feeCents;
  return Array.from({ length: count }, (_, i) => ({
    date: addMonths(firstDate, i),
    cents: i === 0 ? first : base,
  }));
}
