import { type ExceptionalDay, type OpeningSlot, type ParisClock, parisClock } from './opening-hours.ts';

/** One opening range of a day, `HH:MM` local time in Europe/Paris. */
export interface OpeningRange {
  opens: string;
  closes: string;
}

/** A calendar day's hours once the exceptional hours are applied. */
export interface DayHours {
  date: string;
  /** The ranges the store is open that day, in order; empty when it is closed all day. */
  ranges: OpeningRange[];
  /** Whether an exceptional entry (`Ouverture` or `Fermeture`) changed that day's hours. */
  exceptional: boolean;
}

/** Whether the store is open at an instant, today's hours and when it next opens or closes. */
export interface OpeningStatus {
  open: boolean;
  today: DayHours;
  /** When an open store closes (today, `HH:MM`), `null` when it is closed. */
  closesAt: string | null;
  /** The next opening after the instant (a closed store), `null` when open or nothing within 14 days. */
  nextOpening: { date: string; time: string } | null;
}

const LOOK_AHEAD_DAYS = 14;

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** `ranges` without the part between `from` and `to` (a partial exceptional closure). */
function withoutRange(ranges: OpeningRange[], from: string, to: string): OpeningRange[] {
  return ranges.flatMap((r) => {
    if (to <= r.opens || from >= r.closes) return [r];
    const kept: OpeningRange[] = [];
    if (r.opens < from) kept.push({ opens: r.opens, closes: from });
    if (to < r.closes) kept.push({ opens: to, closes: r.closes });
    return kept;
  });
}

/**
 * A date's hours: `Ouverture` entries replace the week's hours of that date, a `Fermeture` without
 * hours closes the whole day and one with hours closes only that range.
 */
export function hoursOn(
  week: readonly OpeningSlot[],
  exceptions: readonly ExceptionalDay[],
  date: string,
): DayHours {
  const todays = exceptions.filter((e) => e.date === date);
  if (todays.some((e) => e.type === 'Fermeture' && (!e.opens || !e.closes))) {
    return { date, ranges: [], exceptional: true };
  }
  const openings = todays.filter((e) => e.type === 'Ouverture' && e.opens && e.closes);
  let ranges: OpeningRange[] = openings.length
    ? openings.map((e) => ({ opens: e.opens!, closes: e.closes! }))
    : week.filter((s) => s.day === isoWeekday(date)).map((s) => ({ opens: s.opens, closes: s.closes }));
  for (const closure of todays) {
    if (closure.type === 'Fermeture' && closure.opens && closure.closes) {
      ranges = withoutRange(ranges, closure.opens, closure.closes);
    }
  }
  ranges = ranges.filter((r) => r.opens < r.closes).sort((a, b) => a.opens.localeCompare(b.opens));
  return { date, ranges, exceptional: todays.length > 0 };
}

/** `openingStatus` for a Paris clock read once, when many stores are checked at the same instant. */
export function openingStatusOn(
  week: readonly OpeningSlot[],
  exceptions: readonly ExceptionalDay[],
  clock: ParisClock,
): OpeningStatus {
  const today = hoursOn(week, exceptions, clock.date);
  const current = today.ranges.find((r) => r.opens <= clock.time && clock.time < r.closes);
  if (current) return { open: true, today, closesAt: current.closes, nextOpening: null };
  const laterToday = today.ranges.find((r) => r.opens > clock.time);
  if (laterToday) {
    return { open: false, today, closesAt: null, nextOpening: { date: clock.date, time: laterToday.opens } };
  }
  for (let offset = 1; offset <= LOOK_AHEAD_DAYS; offset++) {
    const date = addDays(clock.date, offset);
    const first = hoursOn(week, exceptions, date).ranges[0];
    if (first) return { open: false, today, closesAt: null, nextOpening: { date, time: first.opens } };
  }
  return { open: false, today, closesAt: null, nextOpening: null };
}

/** Whether the store is open at `at` (Europe/Paris), today's hours and the next opening. */
export function openingStatus(
  week: readonly OpeningSlot[],
  exceptions: readonly ExceptionalDay[],
  at: Date,
): OpeningStatus {
  return openingStatusOn(week, exceptions, parisClock(at));
}

const frenchTime = (time: string) => time.replace(':', 'h');

/** A day's hours in French: '08h30-12h30, 14h00-19h00', or 'Fermé'. */
export function formatDayHours(day: DayHours): string {
  if (!day.ranges.length) return 'Fermé';
  return day.ranges.map((r) => `${frenchTime(r.opens)}-${frenchTime(r.closes)}`).join(', ');
}

const weekdayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });

/**
 * A store's status in one French line: 'Ouvert jusqu’à 21h00', 'Fermé, ouvre à 14h00',
 * 'Fermé, ouvre demain à 08h30', 'Fermé, ouvre lundi à 08h30' or 'Fermé'.
 */
export function describeOpeningStatus(status: OpeningStatus): string {
  if (status.open) return `Ouvert jusqu’à ${frenchTime(status.closesAt!)}`;
  const next = status.nextOpening;
  if (!next) return 'Fermé';
  const at = frenchTime(next.time);
  if (next.date === status.today.date) return `Fermé, ouvre à ${at}`;
  if (next.date === addDays(status.today.date, 1)) return `Fermé, ouvre demain à ${at}`;
  const within =
    new Date(`${next.date}T12:00:00Z`).getTime() - new Date(`${status.today.date}T12:00:00Z`).getTime();
  if (within < 7 * 86_400_000)
    return `Fermé, ouvre ${weekdayFormat.format(new Date(`${next.date}T12:00:00Z`))} à ${at}`;
  const date = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${next.date}T12:00:00Z`),
  );
  return `Fermé, ouvre le ${date} à ${at}`;
}
