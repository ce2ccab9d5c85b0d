import { describe, expect, it } from 'vitest';
import { isOpenAt, nextPickupStart, type OpeningSlot, parisClock, summariseWeek } from './opening-hours.ts';

const week: OpeningSlot[] = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '08:30', closes: '21:00' }));

describe('opening hours in Europe/Paris', () => {
  it('reads the Paris clock across daylight saving time', () => {
    expect(parisClock(new Date('2026-07-01T10:00:00Z'))).toEqual({
      date: '2026-07-01',
      day: 3,
      time: '12:00',
    });
    expect(parisClock(new Date('2026-12-01T10:00:00Z'))).toEqual({
      date: '2026-12-01',
      day: 2,
      time: '11:00',
    });
  });

  it('knows when the store is open, closed on Sunday and on exceptional closures', () => {
    expect(isOpenAt(week, [], new Date('2026-11-23T09:00:00Z'))).toBe(true); // Monday 10:00
    expect(isOpenAt(week, [], new Date('2026-11-23T20:30:00Z'))).toBe(false); // Monday 21:30
    expect(isOpenAt(week, [], new Date('2026-11-22T10:00:00Z'))).toBe(false); // Sunday
    const closed = [{ date: '2026-12-25', type: 'Fermeture' as const, opens: null, closes: null }];
    expect(isOpenAt(week, closed, new Date('2026-12-25T10:00:00Z'))).toBe(false);
    const sunday = [{ date: '2026-12-20', type: 'Ouverture' as const, opens: '09:00', closes: '13:00' }];
    expect(isOpenAt(week, sunday, new Date('2026-12-20T10:00:00Z'))).toBe(true);
  });

  it('summarises a week in French', () => {
    expect(summariseWeek(week)).toBe('Du lundi au samedi : 08h30-21h00');
    expect(summariseWeek([])).toBe('Horaires indisponibles');
    expect(
      summariseWeek([
        { day: 1, opens: '09:00', closes: '12:00' },
        { day: 1, opens: '14:00', closes: '19:00' },
        { day: 7, opens: '09:00', closes: '12:30' },
      ]),
    ).toBe('Le lundi : 09h00-12h00, 14h00-19h00 · Le dimanche : 09h00-12h30');
  });

  it('finds the next pickup start after the preparation time', () => {
    // Saturday 20:00 in Paris: too late today, Sunday closed, so Monday 10:30.
    expect(nextPickupStart(week, [], new Date('2026-11-21T19:00:00Z'))).toEqual({
      jour_debut: '2026-11-23',
      heure_debut: '10:30',
    });
    // Monday 11:10: two hours later, rounded up to the half hour.
    expect(nextPickupStart(week, [], new Date('2026-11-23T10:10:00Z'))).toEqual({
      jour_debut: '2026-11-23',
      heure_debut: '13:30',
    });
    const closedMonday = [{ date: '2026-11-23', type: 'Fermeture' as const, opens: null, closes: null }];
    expect(nextPickupStart(week, closedMonday, new Date('2026-11-21T19:00:00Z'))?.jour_debut).toBe(
      '2026-11-24',
    );
    expect(nextPickupStart([], [], new Date())).toBeNull();
  });
});
