import { type ExceptionalDay, type OpeningSlot, parisClock } from './opening-hours.ts';

export interface OpeningRange {
  opens: string;
  closes: string;
}

/** Where a store stands at an instant: open (until when) or closed (and when it opens next). */
export interface OpeningState {
  open: boolean;
  /** When open: the end of the current opening (HH:MM, Europe/Paris). */
  closesAt: string | null;
  /** The next opening after the instant (date YYYY-MM-DD and HH:MM in Europe/Paris); null beyond two weeks. */
  nextOpening: { date: string; time: string } | null;
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function weekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * A date's opening ranges, sorted: an exceptional closure of the whole day gives none, exceptional
 * openings replace the week's hours, otherwise the week's hours of that weekday.
 */
export function openingRangesOn(
  week: readonly OpeningSlot[],
  exceptions: readonly ExceptionalDay[],
  isoDate: string,
): OpeningRange[] {
  const todays = exceptions.filter((e) => e.date === isoDate);
  if (todays.some((e) => e.type === 'Fermeture' && !e.opens)) return [];
  const opened = todays.filter((e) => e.type === 'Ouverture' && e.opens && e.closes);
  const ranges = opened.length
    ? opened.map((e) => ({ opens: e.opens as string, closes: e.closes as string }))
    : week.filter((s) => s.day === weekdayOf(isoDate)).map((s) => ({ opens: s.opens, closes: s.closes }));
  // A partial closure (`Fermeture` with hours) removes that part of the day.
  const closed = todays.filter((e) => e.type === 'Fermeture' && e.opens && e.closes);
  return ranges
    .flatMap((r) =>
      closed.reduce<OpeningRange[]>(
        (parts, c) =>
          parts.flatMap((p) => {
            const from = c.opens as string;
            const to = c.closes as string;
            if (to <= p.opens || from >= p.closes) return [p];
            return [
              ...(from > p.opens ? [{ opens: p.opens, closes: from }] : []),
              ...(to < p.closes ? [{ opens: to, closes: p.closes }] : []),
            ];
          }),
        [r],
      ),
    )
    .sort((a, b) => a.opens.localeCompare(b.opens));
}

/** Whether the store is open at `at` and, either way, its next opening. */
export function openingState(
  week: readonly OpeningSlot[],
  exceptions: readonly ExceptionalDay[],
  at: Date,
): OpeningState {
  const now = parisClock(at);
  const current = openingRangesOn(week, exceptions, now.date).find(
    (r) => r.opens <= now.time && now.time < r.closes,
  );
  let nextOpening: OpeningState['nextOpening'] = null;
  for (let offset = 0; offset < 15 && !nextOpening; offset++) {
    const date = addDays(now.date, offset);
    const range = openingRangesOn(week, exceptions, date).find((r) => offset > 0 || r.opens > now.time);
    if (range) nextOpening = { date, time: range.opens };
  }
  return { open: current !== undefined, closesAt: current?.closes ?? null, nextOpening };
}
