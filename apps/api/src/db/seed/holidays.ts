/** French public holidays and the December Sundays when shops may open, as YYYY-MM-DD dates. */

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Easter Sunday (Gregorian calendar, anonymous algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

export interface Holiday {
  date: string;
  name: string;
  /** Shops close all day (1 January, 1 May, 25 December); on the others they open in the morning. */
  closed: boolean;
  /** Only in Alsace and Moselle (départements 57, 67, 68). */
  alsaceMoselle?: boolean;
}

export function frenchHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  return [
    { date: iso(utc(year, 1, 1)), name: 'Jour de l’an', closed: true },
    { date: iso(plusDays(easter, -2)), name: 'Vendredi saint', closed: true, alsaceMoselle: true },
    { date: iso(plusDays(easter, 1)), name: 'Lundi de Pâques', closed: false },
    { date: iso(utc(year, 5, 1)), name: 'Fête du Travail', closed: true },
    { date: iso(utc(year, 5, 8)), name: 'Victoire 1945', closed: false },
    { date: iso(plusDays(easter, 39)), name: 'Ascension', closed: false },
    { date: iso(plusDays(easter, 50)), name: 'Lundi de Pentecôte', closed: false },
    { date: iso(utc(year, 7, 14)), name: 'Fête nationale', closed: false },
    { date: iso(utc(year, 8, 15)), name: 'Assomption', closed: false },
    { date: iso(utc(year, 11, 1)), name: 'Toussaint', closed: false },
    { date: iso(utc(year, 11, 11)), name: 'Armistice 1918', closed: false },
    { date: iso(utc(year, 12, 25)), name: 'Noël', closed: true },
    { date: iso(utc(year, 12, 26)), name: 'Saint-Étienne', closed: true, alsaceMoselle: true },
  ];
}

/** The Sundays of December before Christmas Eve. */
export function decemberSundays(year: number): string[] {
  const sundays: string[] = [];
  for (let day = 1; day <= 23; day++) {
    const date = utc(year, 12, day);
    if (date.getUTCDay() === 0) sundays.push(iso(date));
  }
  return sundays;
}

/** Christmas Eve and New Year's Eve: shops close early. */
export const eves = (year: number) => [iso(utc(year, 12, 24)), iso(utc(year, 12, 31))];
