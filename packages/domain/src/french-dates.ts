/**
 * Dates as a French shopper reads them, in Europe/Paris time: « 25 novembre 2026 » and
 * « 25 novembre 2026 à 18 h 16 ». Never the raw `YYYY-MM-DD HH:mm:ss` of the API.
 */

/** The months of the year as written in French dates, January first. */
export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

let parts: Intl.DateTimeFormat | undefined;

/** Year, month (1–12), day, hour and minute of an instant in Paris. */
export function parisParts(at: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
  };
}

/** « 25 novembre 2026 » (the 1st is « 1er »). */
export function frenchDate(at: Date): string {
  const p = parisParts(at);
  return `${p.day === 1 ? '1er' : p.day} ${FRENCH_MONTHS[p.month - 1]} ${p.year}`;
}

/** « 25 novembre 2026 à 18 h 16 ». */
export function frenchDateTime(at: Date): string {
  const p = parisParts(at);
  return `${frenchDate(at)} à ${p.hour} h ${String(p.minute).padStart(2, '0')}`;
}

/** A calendar day `YYYY-MM-DD` as « 25 novembre 2026 ». */
export function frenchDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d === 1 ? '1er' : d} ${FRENCH_MONTHS[(m ?? 1) - 1]} ${y}`;
}
