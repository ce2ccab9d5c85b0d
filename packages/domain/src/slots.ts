import { festivePickupDays, permanentPickupDays } from './caterer-pickup.ts';
import { parisClock } from './opening-hours.ts';

/**
 * Slot planning of a service: what slots a service offers,
 * their capacity, price and order cut-off, and the state shown on the grid. Capacity itself is
 * taken in the database with one conditional update (`reserved < capacity`).
 */
export const SLOT_HOLD_MS = 30 * 60_000;
export const PLANNING_DAYS = 7;

export type SlotState = 'disponible' | 'complet' | 'ferme' | 'choisi';

export interface SlotSpec {
  /** YYYY-MM-DD (Paris). */
  day: string;
  startsAt: string;
  endsAt: string;
  cutoffAt: string;
  capacity: number;
  priceCents: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The UTC instant of a Paris wall time (a date and "HH:mm"), summer time included. */
export function parisTimeToUtc(day: string, time: string): Date {
  const guess = new Date(`${day}T${time}:00.000Z`);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(guess.getTime() - offsetHours * HOUR_MS);
    const clock = parisClock(candidate);
    if (clock.date === day && clock.time === time) return candidate;
  }
  return new Date(guess.getTime() - HOUR_MS);
}

const addDays = (day: string, n: number) =>
  new Date(new Date(`${day}T00:00:00.000Z`).getTime() + n * DAY_MS).toISOString().slice(0, 10);
const weekday = (day: string) => ((new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7) + 1;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface Pattern {
  /** Minutes after midnight of the first start, the last end, and the slot length. */
  from: number;
  to: number;
  length: number;
  capacity: number;
  /** Orders close this long before the start. */
  cutoffMs: number;
  price: (startMinutes: number, isoWeekday: number) => number;
  sunday: boolean;
}

/** Slot shapes by order mode; the delivery fee comes from the mode's tariff (default 8.90 €). */
function patternOf(mode: string, tariffCents: number | null): Pattern | null {
  const fee = tariffCents ?? 890;
  switch (mode) {
    case 'DRIVE':
    case 'CEV':
    case 'PRC':
    case 'PRC_DELIPOP':
      return {
        from: 8 * 60,
        to: 20 * 60,
        length: 60,
        capacity: 8,
        cutoffMs: 2 * HOUR_MS,
        // Busy hours (Saturday, weekday 17–19 h) cost a little; the rest is free.
        price: (m, d) => (d === 6 || (m >= 17 * 60 && m < 19 * 60) ? 200 : 0),
        sunday: false,
      };
    case 'CC':
      return {
        from: 9 * 60,
        to: 19 * 60,
        length: 120,
        capacity: 12,
        cutoffMs: 3 * HOUR_MS,
        price: () => 0,
        sunday: false,
      };
    case 'LAD':
      return {
        from: 8 * 60,
        to: 20 * 60,
        length: 120,
        capacity: 4,
        cutoffMs: 12 * HOUR_MS,
        price: (m) => (m >= 18 * 60 ? fee + 200 : fee),
        sunday: false,
      };
    case 'LC':
      return {
        from: 10 * 60,
        to: 20 * 60,
        length: 120,
        capacity: 3,
        cutoffMs: 2 * HOUR_MS,
        price: () => fee,
        sunday: true,
      };
    case 'PRP':
      return {
        from: 14 * 60,
        to: 19 * 60,
        length: 300,
        capacity: 20,
        cutoffMs: 16 * HOUR_MS,
        price: () => tariffCents ?? 0,
        sunday: false,
      };
    case 'CC_TRAITEUR_PERMANENT':
    case 'CC_TRAITEUR_NOEL':
      return {
        from: 10 * 60,
        to: 18 * 60,
        length: 240,
        capacity: 10,
        cutoffMs: 24 * HOUR_MS,
        price: () => 0,
        sunday: false,
      };
    default:
      // LDD: delivered by the seller, no slot.
      return null;
  }
}

function daySlots(pattern: Pattern, day: string, cutoff?: (start: Date) => Date): SlotSpec[] {
  const slots: SlotSpec[] = [];
  const d = weekday(day);
  for (let m = pattern.from; m + pattern.length <= pattern.to; m += pattern.length) {
    const start = parisTimeToUtc(day, hhmm(m));
    const end = parisTimeToUtc(day, hhmm(m + pattern.length));
    slots.push({
      day,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      cutoffAt: (cutoff ? cutoff(start) : new Date(start.getTime() - pattern.cutoffMs)).toISOString(),
      capacity: pattern.capacity,
      priceCents: pattern.price(m, d),
    });
  }
  return slots;
}

/** Noon in Paris on 17 or 23 December: the festive caterer cut-offs. */
const festiveCutoff = (day: string) => {
  const [year, , dd] = day.split('-').map(Number) as [number, number, number];
  return parisTimeToUtc(`${year}-12-${dd <= 24 ? '17' : '23'}`, '12:00');
};

/**
 * The slots a service offers from today (Paris) for `days` days. Caterer modes follow their own calendar: the
 * festive caterer only on 23, 24, 30 and 31 December (cut-offs 17 and 23 December noon), the
 * permanent caterer on the next 4 working days.
 */
export function planningSlots(
  mode: string,
  tariffCents: number | null,
  now: Date,
  days = PLANNING_DAYS,
): SlotSpec[] {
  const pattern = patternOf(mode, tariffCents);
  if (!pattern) return [];
  if (mode === 'CC_TRAITEUR_NOEL')
    return festivePickupDays(now).flatMap((d) => daySlots(pattern, d.date, () => festiveCutoff(d.date)));
  if (mode === 'CC_TRAITEUR_PERMANENT')
    return permanentPickupDays(now).flatMap((d) => daySlots(pattern, d.date));
  const today = parisClock(now).date;
  const out: SlotSpec[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(today, i);
    if (!pattern.sunday && weekday(day) === 7) continue;
    out.push(...daySlots(pattern, day));
  }
  return out;
}

/** The grid state of a slot for a checkout. */
export function slotState(
  slot: { capacity: number; reserved: number; cutoffAt: string },
  now: Date,
  chosen: boolean,
): SlotState {
  if (chosen) return 'choisi';
  if (new Date(slot.cutoffAt).getTime() <= now.getTime()) return 'ferme';
  return slot.reserved >= slot.capacity ? 'complet' : 'disponible';
}

/** What the store page needs to know of a slot to tell whether it can still be booked. */
export interface BookableSlotFacts {
  startsAt: string;
  cutoffAt: string;
  capacity: number;
  reserved: number;
}

/**
 * A mode's « Prochain créneau » on the store page: the start (Paris day and time) of the first of its
 * slots that can still be booked now (before its cut-off, a place left), whatever its calendar (the
 * festive caterer's first pickup is on 23 December, not the store's next opening). Null without one.
 */
export function firstBookableSlot(
  slots: readonly BookableSlotFacts[],
  now: Date,
): { jour_debut: string; heure_debut: string } | null {
  let first: BookableSlotFacts | null = null;
  for (const slot of slots) {
    if (slotState(slot, now, false) !== 'disponible') continue;
    if (!first || new Date(slot.startsAt).getTime() < new Date(first.startsAt).getTime()) first = slot;
  }
  if (!first) return null;
  const start = parisClock(new Date(first.startsAt));
  return { jour_debut: start.date, heure_debut: start.time };
}

export function remainingPlaces(slot: { capacity: number; reserved: number }): number {
  return Math.max(0, slot.capacity - slot.reserved);
}

/** When a hold taken now ends. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + SLOT_HOLD_MS);
}

export function isHoldActive(
  hold: { expiresAt: string; releasedAt: string | null; bookedAt: string | null },
  now: Date,
): boolean {
  if (hold.releasedAt) return false;
  return hold.bookedAt !== null || new Date(hold.expiresAt).getTime() > now.getTime();
}

/**
 * What a slot's `reserved` counter must equal: its holds not yet given back (an expired
 * hold keeps its place until it is released) plus its orders in one of these statuses. A refused or
 * cancelled order has given its place back.
 */
export const SLOT_KEEPING_ORDER_STATUSES = [
  'COMMANDEE',
  'VALIDEE',
  'EN_ATTENTE',
  'RETIREE',
  'LIVREE',
] as const;

/** A slot whose counter is not what its holds and orders add up to. */
export interface SlotMismatch {
  slot_id: number;
  reserved: number;
  expected: number;
}
