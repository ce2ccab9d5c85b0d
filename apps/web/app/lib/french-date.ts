/**
 * Dates as a French shopper reads them, in Paris time: « 25 novembre 2026 à 18 h 16 », « 25 novembre
 * 2026 ». Accepts the API's 'YYYY-MM-DD HH:mm:ss' (Paris wall time), 'YYYY-MM-DD' and ISO instants.
 */
import { LOCALE, lazy, parseApiDate, TIME_ZONE } from './format.ts';

const dayFormat = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }),
);
const clockParts = lazy(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** « 1er novembre 2026 » for the first of a month, as French writes it. */
function dayText(date: Date): string {
  return dayFormat().format(date).replace(/^1 /, '1er ');
}

/** « 25 novembre 2026 », or '' when the value is not a date. */
export function formatFrenchDay(value: string | null | undefined): string {
  const parsed = parseApiDate(value);
  return parsed ? dayText(parsed.date) : '';
}

/** « 25 novembre 2026 à 18 h 16 » (« à 9 h 05 »); a day without time gives the day only. */
export function formatFrenchDateTime(value: string | null | undefined): string {
  const parsed = parseApiDate(value);
  if (!parsed) return '';
  if (!parsed.hasTime) return dayText(parsed.date);
  const parts = Object.fromEntries(
    clockParts()
      .formatToParts(parsed.date)
      .map((p) => [p.type, p.value]),
  );
  return `${dayText(parsed.date)} à ${Number(parts.hour)} h ${parts.minute}`;
}

/** The machine-readable form for `<time dateTime>`: an ISO instant, or '' when not a date. */
export function isoDateTime(value: string | null | undefined): string {
  const parsed = parseApiDate(value);
  return parsed ? parsed.date.toISOString() : '';
}
