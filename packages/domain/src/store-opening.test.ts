import { describe, expect, it } from 'vitest';
import type { ExceptionalDay, OpeningSlot } from './opening-hours.ts';
import { openingRangesOn, openingState, weekdayOf } from './store-opening.ts';

// Monday to Saturday 08:30–21:00, Sunday 09:00–12:30.
const week: OpeningSlot[] = [
  ...[1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '08:30', closes: '21:00' })),
  { day: 7, opens: '09:00', closes: '12:30' },
];
// 2026-11-26 is a Thursday; Paris is UTC+1 in November.
const at = (local: string) => new Date(`${local}+01:00`);

describe('weekdayOf', () => {
  it('numbers Monday 1 and Sunday 7', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });
});

describe('openingState', () => {
  it('is open during the hours, with the closing time', () => {
    expect(openingState(week, [], at('2026-11-26T10:00:00'))).toEqual({
      open: true,
      closesAt: '21:00',
      nextOpening: { date: '2026-11-27', time: '08:30' },
    });
  });

  it('is closed before opening, opening the same morning', () => {
    const state = openingState(week, [], at('2026-11-26T07:00:00'));
    expect(state.open).toBe(false);
    expect(state.nextOpening).toEqual({ date: '2026-11-26', time: '08:30' });
  });

  it('closes at the closing minute', () => {
    expect(openingState(week, [], at('2026-11-26T21:00:00')).open).toBe(false);
  });

  it('skips an exceptional closure of a whole day', () => {
    const closed: ExceptionalDay[] = [{ date: '2026-11-27', type: 'Fermeture', opens: null, closes: null }];
    const state = openingState(week, closed, at('2026-11-26T22:00:00'));
    expect(state.nextOpening).toEqual({ date: '2026-11-28', time: '08:30' });
  });

  it('uses an exceptional opening instead of the week (a Sunday afternoon in December)', () => {
    const opened: ExceptionalDay[] = [
      { date: '2026-11-29', type: 'Ouverture', opens: '14:00', closes: '19:00' },
    ];
    expect(openingState(week, opened, at('2026-11-29T10:00:00')).open).toBe(false);
    expect(openingState(week, opened, at('2026-11-29T15:00:00'))).toMatchObject({
      open: true,
      closesAt: '19:00',
    });
  });

  it('removes a partial closure from the day', () => {
    const partial: ExceptionalDay[] = [
      { date: '2026-11-26', type: 'Fermeture', opens: '12:00', closes: '14:00' },
    ];
    expect(openingRangesOn(week, partial, '2026-11-26')).toEqual([
      { opens: '08:30', closes: '12:00' },
      { opens: '14:00', closes: '21:00' },
    ]);
    expect(openingState(week, partial, at('2026-11-26T13:00:00'))).toMatchObject({
      open: false,
      nextOpening: { date: '2026-11-26', time: '14:00' },
    });
  });

  it('has no next opening for a store without hours', () => {
    expect(openingState([], [], at('2026-11-26T10:00:00'))).toEqual({
      open: false,
      closesAt: null,
      nextOpening: null,
    });
  });
});
