import type { Insertable } from 'kysely';
import type { StoreExceptionalHoursTable, StoreHoursTable } from '../schema.ts';
import { decemberSundays, eves, frenchHolidays } from './holidays.ts';
import type { SeedClock } from './product-builder.ts';
import { type Random, randomFor } from './random.ts';
import type { StorePlan } from './stores.ts';

type Slot = [opens: string, closes: string];
/** Opening slots per ISO day (1 = Monday … 7 = Sunday); two slots for a lunch break. */
type Week = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Slot[]>>;

const everyDay = (from: number, to: number, slots: Slot[]): Week =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, slots])) as Week;

function weekFor(plan: StorePlan, r: Random): Week {
  switch (plan.format) {
    case 'Hyper': {
      const late = r.chance(0.5);
      const week = everyDay(1, 6, [['08:30', late ? '21:30' : '21:00']]);
      if (late) week[5] = [['08:30', '22:00']];
      if (r.chance(0.6)) week[7] = [['09:00', '12:45']];
      return week;
    }
    case 'Market': {
      const week = everyDay(1, 6, [['08:30', r.chance(0.5) ? '20:00' : '19:30']]);
      if (r.chance(0.4)) week[7] = [['09:00', '12:30']];
      return week;
    }
    case 'City': {
      if (plan.smallTown) {
        return {
          1: [['14:00', '19:30']],
          ...everyDay(2, 6, [
            ['08:30', '12:30'],
            ['14:30', '19:30'],
          ]),
          7: [['09:00', '12:00']],
        };
      }
      return { ...everyDay(1, 6, [['08:00', '21:30']]), 7: [['09:00', '13:00']] };
    }
    case 'Drive':
      return everyDay(1, 6, [['08:00', '20:00']]);
    case 'National':
      return {};
  }
}

export function weeklyHours(plan: StorePlan): Insertable<StoreHoursTable>[] {
  const r = randomFor('hours', plan.row.id);
  const week = weekFor(plan, r);
  // Small-town stores that open on Sunday morning do so one week out of two in real life; keep the
  // table simple and drop Sunday for half of them.
  if (plan.smallTown && r.chance(0.5)) delete week[7];
  return Object.entries(week).flatMap(([day, slots]) =>
    (slots ?? []).map(([opens, closes]) => ({ store_id: plan.row.id, day: Number(day), opens, closes })),
  );
}

const ALSACE_MOSELLE = new Set(['57', '67', '68']);
const shiftDays = (date: Date, days: number) =>
  new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Exceptional days from a week before the seed day to a year after: closed on 1 January, 1 May and
 * 25 December (and on Good Friday and 26 December in Alsace-Moselle), open in the morning on the other
 * public holidays (drives close), open on the Sundays before Christmas, closing early on the 24th and
 * the 31st.
 */
export function exceptionalHours(
  plan: StorePlan,
  clock: SeedClock,
): Insertable<StoreExceptionalHoursTable>[] {
  if (plan.format === 'National') return [];
  const from = shiftDays(clock.today, -7);
  const to = shiftDays(clock.today, 365);
  const year = clock.today.getUTCFullYear();
  const rows: Insertable<StoreExceptionalHoursTable>[] = [];
  const add = (
    date: string,
    type: 'Ouverture' | 'Fermeture',
    opens: string | null = null,
    closes: string | null = null,
  ) => {
    if (date >= from && date <= to) rows.push({ store_id: plan.row.id, date, type, opens, closes });
  };
  const alsace = ALSACE_MOSELLE.has(plan.commune.departement);
  for (const y of [year, year + 1]) {
    for (const holiday of frenchHolidays(y)) {
      if (holiday.alsaceMoselle && !alsace) continue;
      if (holiday.closed || plan.format === 'Drive') add(holiday.date, 'Fermeture');
      else add(holiday.date, 'Ouverture', '09:00', plan.format === 'Hyper' ? '13:00' : '12:30');
    }
    if (plan.format !== 'Drive') {
      for (const sunday of decemberSundays(y))
        add(sunday, 'Ouverture', '09:00', plan.format === 'City' ? '13:00' : '19:00');
    }
    for (const eve of eves(y)) add(eve, 'Ouverture', plan.format === 'City' ? '08:00' : '08:30', '18:00');
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}
