export interface OpeningSlot {
  /** ISO day of week: 1 = Monday … 7 = Sunday. */
  day: number;
  opens: string;
  closes: string;
}
export interface ExceptionalDay {
  date: string;
  type: 'Ouverture' | 'Fermeture';
  opens: string | null;
  closes: string | null;
}

export const FRENCH_DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Local date (YYYY-MM-DD), ISO weekday and HH:MM of an instant in Europe/Paris. */
export function parisClock(at: Date) {
  const parts = Object.fromEntries(parisParts.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: WEEKDAYS[parts.weekday as string] ?? 1,
    time: `${parts.hour}:${parts.minute}`,
  };
}

export type ParisClock = ReturnType<typeof parisClock>;

/** Whether a store is open at an instant, exceptional days taking precedence over the week. */
export function isOpenAt(
  week: readonly OpeningSlot[],
  exceptions: readonly ExceptionalDay[],
  at: Date,
): boolean {
  return isOpenOn(week, exceptions, parisClock(at));
}

/** `isOpenAt` for a Paris clock read once, when many stores are checked at the same instant. */
export function isOpenOn(
  week: readonly OpeningSlot[],
  exceptions: readonly ExceptionalDay[],
  { date, day, time }: ParisClock,
): boolean {
  const todays = exceptions.filter((e) => e.date === date);
  if (todays.some((e) => e.type === 'Fermeture' && !e.opens)) return false;
  const opened = todays.filter((e) => e.type === 'Ouverture' && e.opens && e.closes);
  const slots = opened.length
    ? opened.map((e) => ({ opens: e.opens!, closes: e.closes! }))
    : week.filter((s) => s.day === day);
  return slots.some((s) => s.opens <= time && time < s.closes);
}

/** A one-line French summary such as 'Du lundi au samedi de 08:30 à 21:00'. */
export function summariseWeek(week: readonly OpeningSlot[]): string {
  if (!week.length) return 'Horaires indisponibles';
  const byDay = new Map<number, string>();
  for (const s of [...week].sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens))) {
    const range = `${s.opens.replace(':', 'h')}-${s.closes.replace(':', 'h')}`;
    byDay.set(s.day, byDay.has(s.day) ? `${byDay.get(s.day)}, ${range}` : range);
  }
  const groups: { from: number; to: number; ranges: string }[] = [];
  for (const [day, ranges] of byDay) {
    const last = groups.at(-1);
    if (last && last.to === day - 1 && last.ranges === ranges) last.to = day;
    else groups.push({ from: day, to: day, ranges });
  }
  return groups
    .map((g) => {
      const from = FRENCH_DAYS[g.from - 1];
      const to = FRENCH_DAYS[g.to - 1];
      const days = g.from === g.to ? `Le ${from}` : `Du ${from} au ${to}`;
      return `${days} : ${g.ranges}`;
    })
    .join(' · ');
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
function plusMinutes(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * First pickup start from the store hours: the earliest opening (plus the preparation lead time) that
 * is still ahead of `at` in Europe/Paris, skipping exceptional closures. Null when nothing opens
 * within two weeks. Until a real slot planning exists, this is the best known "next slot".
 */
export function nextPickupStart(
  week: readonly OpeningSlot[],
  exceptions: readonly ExceptionalDay[],
  at: Date,
  leadMinutes = 120,
): { jour_debut: string; heure_debut: string } | null {
  const now = parisClock(at);
  const earliestToday = plusMinutes(now.time, leadMinutes);
  for (let offset = 0; offset < 14; offset++) {
    const date = addDays(now.date, offset);
    const todays = exceptions.filter((e) => e.date === date);
    if (todays.some((e) => e.type === 'Fermeture' && !e.opens)) continue;
    const opened = todays.filter((e) => e.type === 'Ouverture' && e.opens && e.closes);
    const slots = (
      opened.length
        ? opened.map((e) => ({ opens: e.opens!, closes: e.closes! }))
        : week.filter((s) => s.day === isoWeekday(date))
    ).sort((a, b) => a.opens.localeCompare(b.opens));
    for (const slot of slots) {
      const start = plusMinutes(slot.opens, leadMinutes);
      if (start >= slot.closes) continue;
      if (offset > 0 || start >= earliestToday) return { jour_debut: date, heure_debut: start };
      if (earliestToday < slot.closes) {
        const rounded = plusMinutes(earliestToday, (30 - (Number(earliestToday.slice(3)) % 30)) % 30);
        if (rounded < slot.closes) return { jour_debut: date, heure_debut: rounded };
      }
    }
  }
  return null;
}
