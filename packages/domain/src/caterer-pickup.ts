import { FRENCH_MONTHS } from './french-dates.ts';
import { FRENCH_DAYS, parisClock } from './opening-hours.ts';

/**
 * Pickup days of caterer products:
 * - festive caterer (click_and_collect_traiteur_noel): order before 17 December noon for a pickup on
 *   23 or 24 December, before 23 December noon for 30 or 31 December (Paris time);
 * - permanent caterer: pickup within 4 working days — the next 4 days from tomorrow that are neither
 *   Sunday nor a fixed-date public holiday.
 */
export interface PickupDayInfo {
  jour_numero: number;
  jour_texte: string;
  date: string;
  disponible: boolean;
}

/** Fixed-date French public holidays (MM-DD). */
const FIXED_HOLIDAYS = new Set(['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25']);
export const PERMANENT_CATERER_DAYS = 4;

const DAY_MS = 86_400_000;
const isoWeekday = (date: Date) => ((date.getUTCDay() + 6) % 7) + 1;

/** "mercredi 23 décembre" of a UTC midnight date or a YYYY-MM-DD day. */
export function frenchDayText(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(`${date}T00:00:00.000Z`) : date;
  return `${FRENCH_DAYS[isoWeekday(d) - 1]} ${d.getUTCDate()} ${FRENCH_MONTHS[d.getUTCMonth()]}`;
}

function day(date: Date, disponible: boolean): PickupDayInfo {
  return {
    jour_numero: isoWeekday(date),
    jour_texte: frenchDayText(date),
    date: date.toISOString().slice(0, 10),
    disponible,
  };
}

/** Noon in Paris on a December day: 11:00 UTC (no summer time in December). */
const decemberNoon = (year: number, dayOfMonth: number) => Date.UTC(year, 11, dayOfMonth, 11, 0, 0);

export function festivePickupDays(now: Date): PickupDayInfo[] {
  // From 1 January on, the season of the new year's December.
  const year = Number(parisClock(now).date.slice(0, 4));
  const t = now.getTime();
  const christmas = t < decemberNoon(year, 17);
  const newYear = t < decemberNoon(year, 23);
  return [
    day(new Date(Date.UTC(year, 11, 23)), christmas),
    day(new Date(Date.UTC(year, 11, 24)), christmas),
    day(new Date(Date.UTC(year, 11, 30)), newYear),
    day(new Date(Date.UTC(year, 11, 31)), newYear),
  ];
}

export function permanentPickupDays(now: Date): PickupDayInfo[] {
  const today = new Date(`${parisClock(now).date}T00:00:00.000Z`);
  const days: PickupDayInfo[] = [];
  for (let i = 1; days.length < PERMANENT_CATERER_DAYS && i < 30; i++) {
    const date = new Date(today.getTime() + i * DAY_MS);
    const holiday = FIXED_HOLIDAYS.has(date.toISOString().slice(5, 10));
    if (isoWeekday(date) === 7 || holiday) continue;
    days.push(day(date, true));
  }
  return days;
}

/** The pickup days of a product in a cart kind; empty for kinds without pickup days. */
export function pickupDays(cartKind: string, now: Date): PickupDayInfo[] {
  if (cartKind === 'click_and_collect_traiteur_noel') return festivePickupDays(now);
  if (cartKind === 'click_and_collect_traiteur_permanent') return permanentPickupDays(now);
  return [];
}

/** Whether a caterer product can still be ordered in this cart kind (some pickup day is open). */
export function canStillPickUp(cartKind: string, now: Date): boolean {
  const days = pickupDays(cartKind, now);
  return days.length === 0 || days.some((d) => d.disponible);
}
