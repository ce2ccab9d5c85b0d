import { describe, expect, it } from 'vitest';
import {
  firstBookableSlot,
  holdExpiry,
  isHoldActive,
  parisTimeToUtc,
  planningSlots,
  remainingPlaces,
  slotState,
} from './slots.ts';

// A Saturday in November (winter time, UTC+1).
const now = new Date('2026-11-21T07:00:00Z');

describe('slot planning', () => {
  it('converts Paris wall times in winter and summer', () => {
    expect(parisTimeToUtc('2026-11-21', '08:00').toISOString()).toBe('2026-11-21T07:00:00.000Z');
    expect(parisTimeToUtc('2026-07-01', '08:00').toISOString()).toBe('2026-07-01T06:00:00.000Z');
  });

  it('gives drive slots of an hour, 8 h to 20 h, no Sunday, 7 days', () => {
    const slots = planningSlots('DRIVE', 0, now);
    const days = new Set(slots.map((s) => s.day));
    expect(days.size).toBe(6);
    expect(days.has('2026-11-22')).toBe(false);
    const saturday = slots.filter((s) => s.day === '2026-11-21');
    expect(saturday).toHaveLength(12);
    expect(saturday[0]).toMatchObject({
      startsAt: '2026-11-21T07:00:00.000Z',
      endsAt: '2026-11-21T08:00:00.000Z',
    });
    expect(saturday[0]?.cutoffAt).toBe('2026-11-21T05:00:00.000Z');
  });

  it('gives 2-hour delivery slots at the mode tariff, evenings dearer', () => {
    const slots = planningSlots('LAD', 590, now).filter((s) => s.day === '2026-11-23');
    expect(slots).toHaveLength(6);
    expect(slots[0]?.priceCents).toBe(590);
    expect(slots.at(-1)?.priceCents).toBe(790);
    expect(planningSlots('LAD', null, now)[0]?.priceCents).toBe(890);
  });

  it('has no slot for seller delivery', () => {
    expect(planningSlots('LDD', 499, now)).toEqual([]);
  });

  it('follows the festive caterer dates and cut-offs', () => {
    const slots = planningSlots('CC_TRAITEUR_NOEL', null, now);
    expect([...new Set(slots.map((s) => s.day))]).toEqual([
      '2026-12-23',
      '2026-12-24',
      '2026-12-30',
      '2026-12-31',
    ]);
    expect(slots.find((s) => s.day === '2026-12-24')?.cutoffAt).toBe('2026-12-17T11:00:00.000Z');
    expect(slots.find((s) => s.day === '2026-12-31')?.cutoffAt).toBe('2026-12-23T11:00:00.000Z');
  });

  it('offers the permanent caterer on the next 4 working days', () => {
    const days = new Set(planningSlots('CC_TRAITEUR_PERMANENT', null, now).map((s) => s.day));
    expect([...days]).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('states a slot as chosen, closed, full or open', () => {
    const slot = { capacity: 2, reserved: 1, cutoffAt: '2026-11-21T08:00:00Z' };
    expect(slotState(slot, now, false)).toBe('disponible');
    expect(slotState({ ...slot, reserved: 2 }, now, false)).toBe('complet');
    expect(slotState(slot, new Date('2026-11-21T08:00:00Z'), false)).toBe('ferme');
    expect(slotState({ ...slot, reserved: 2 }, now, true)).toBe('choisi');
    expect(remainingPlaces({ capacity: 2, reserved: 5 })).toBe(0);
  });

  it('holds a slot 30 minutes unless booked or released', () => {
    const expiresAt = holdExpiry(now).toISOString();
    expect(expiresAt).toBe('2026-11-21T07:30:00.000Z');
    const hold = { expiresAt, releasedAt: null, bookedAt: null };
    expect(isHoldActive(hold, new Date('2026-11-21T07:29:59Z'))).toBe(true);
    expect(isHoldActive(hold, new Date('2026-11-21T07:30:00Z'))).toBe(false);
    expect(isHoldActive({ ...hold, bookedAt: expiresAt }, new Date('2026-11-22T00:00:00Z'))).toBe(true);
    expect(isHoldActive({ ...hold, releasedAt: expiresAt }, now)).toBe(false);
  });
});

describe('the next slot shown on the store page', () => {
  // A Friday in late November: the festive caterer's pickups are only on 23, 24, 30 and 31 December.
  const friday = new Date('2026-11-27T10:00:00Z');
  const open = (mode: string, at = friday) =>
    planningSlots(mode, null, at).map((s) => ({ ...s, reserved: 0 }));

  it("is the festive caterer's first pickup, not the store's next opening day", () => {
    expect(firstBookableSlot(open('CC_TRAITEUR_NOEL'), friday)).toEqual({
      jour_debut: '2026-12-23',
      heure_debut: '10:00',
    });
  });

  it('skips full slots and slots past their cut-off', () => {
    const slots = open('CC_TRAITEUR_NOEL');
    const full = slots.map((s) => (s.day === '2026-12-23' ? { ...s, reserved: s.capacity } : s));
    expect(firstBookableSlot(full, friday)).toEqual({ jour_debut: '2026-12-24', heure_debut: '10:00' });
    // After the 17 December noon cut-off the 23 and 24 December pickups are closed.
    const later = new Date('2026-12-18T09:00:00Z');
    expect(firstBookableSlot(slots, later)).toEqual({ jour_debut: '2026-12-30', heure_debut: '10:00' });
    expect(firstBookableSlot(slots, new Date('2026-12-24T09:00:00Z'))).toBeNull();
  });

  it("gives a drive's first slot in Paris time, and none without slots", () => {
    // Saturday 21 November 08:00 in Paris: a drive slot closes 2 hours before its start, so the
    // 8 h and 9 h slots are closed and the 10 h one closes right now: the first is 11 h.
    expect(firstBookableSlot(open('DRIVE', now), now)).toEqual({
      jour_debut: '2026-11-21',
      heure_debut: '11:00',
    });
    expect(firstBookableSlot([], now)).toBeNull();
  });
});
