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

/** « 18 h 16 », with no-break spaces so that a time never wraps inside. */
function clockText(date: Date): string {
  const parts = Object.fromEntries(
    clockParts()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${Number(parts.hour)}\u00a0h\u00a0${parts.minute}`;
}

/** « 9 h 05 », Paris time, or '' when the value is not a date and time. */
export function formatFrenchClock(value: string | null | undefined): string {
  const parsed = parseApiDate(value);
  return parsed?.hasTime ? clockText(parsed.date) : '';
}

/** « 25 novembre 2026 à 18 h 16 » (« à 9 h 05 »); a day without time gives the day only. */
export function formatFrenchDateTime(value: string | null | undefined): string {
  const parsed = parseApiDate(value);
  if (!parsed) return '';
  if (!parsed.hasTime) return dayText(parsed.date);
  return `${dayText(parsed.date)} à ${clockText(parsed.date)}`;
}

/** A slot: « 27 novembre 2026 de 10 h 00 à 11 h 00 », or both ends in full across days. */
export function formatFrenchRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = parseApiDate(start);
  const to = parseApiDate(end);
  if (!from) return '';
  if (!to || !from.hasTime || !to.hasTime) return formatFrenchDateTime(start);
  const day = dayText(from.date);
  if (day !== dayText(to.date)) return `du ${formatFrenchDateTime(start)} au ${formatFrenchDateTime(end)}`;
  return `${day} de ${clockText(from.date)} à ${clockText(to.date)}`;
}

/** The machine-readable form for `<time dateTime>`: an ISO instant, or '' when not a date. */
export function isoDateTime(value: string | null | undefined): string {
  const parsed = parseApiDate(value);
  return parsed ? parsed.date.toISOString() : '';
}
