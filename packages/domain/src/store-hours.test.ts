import { describe, expect, it } from 'vitest';
import type { ExceptionalDay, OpeningSlot } from './opening-hours.ts';
import { describeOpeningStatus, formatDayHours, hoursOn, openingStatus } from './store-hours.ts';

// Monday to Saturday 08:30-12:30 and 14:00-19:30, closed on Sunday.
const week: OpeningSlot[] = [1, 2, 3, 4, 5, 6].flatMap((day) => [
  { day, opens: '08:30', closes: '12:30' },
  { day, opens: '14:00', closes: '19:30' },
]);
const closedAllDay = (date: string): ExceptionalDay => ({
  date,
  type: 'Fermeture',
  opens: null,
  closes: null,
});

describe('store hours in Europe/Paris', () => {
  it('is open inside a range and says when it closes (winter time, UTC+1)', () => {
    // Monday 23 November 2026, 10:00 in Paris.
    const status = openingStatus(week, [], new Date('2026-11-23T09:00:00Z'));
    expect(status).toMatchObject({ open: true, closesAt: '12:30', nextOpening: null });
    expect(status.today).toEqual({
      date: '2026-11-23',
      ranges: [
        { opens: '08:30', closes: '12:30' },
        { opens: '14:00', closes: '19:30' },
      ],
      exceptional: false,
    });
    expect(describeOpeningStatus(status)).toBe('Ouvert jusqu’à 12h30');
  });

  it('reads the local clock in summer time (UTC+2)', () => {
    // Wednesday 1 July 2026 06:45 UTC = 08:45 in Paris: open; 06:15 UTC = 08:15: not yet.
    expect(openingStatus(week, [], new Date('2026-07-01T06:45:00Z')).open).toBe(true);
    const early = openingStatus(week, [], new Date('2026-07-01T06:15:00Z'));
    expect(early).toMatchObject({ open: false, nextOpening: { date: '2026-07-01', time: '08:30' } });
    expect(describeOpeningStatus(early)).toBe('Fermé, ouvre à 08h30');
  });

  it('is closed at the lunch break and at the closing minute, and gives the next opening', () => {
    const lunch = openingStatus(week, [], new Date('2026-11-23T12:00:00Z')); // 13:00
    expect(lunch).toMatchObject({ open: false, nextOpening: { date: '2026-11-23', time: '14:00' } });
    const closing = openingStatus(week, [], new Date('2026-11-23T18:30:00Z')); // 19:30
    expect(closing).toMatchObject({ open: false, nextOpening: { date: '2026-11-24', time: '08:30' } });
    expect(describeOpeningStatus(closing)).toBe('Fermé, ouvre demain à 08h30');
  });

  it('skips Sunday and an exceptional closure to find the next opening', () => {
    // Saturday 28 November 2026 at 20:00; Monday 30 is closed exceptionally.
    const status = openingStatus(week, [closedAllDay('2026-11-30')], new Date('2026-11-28T19:00:00Z'));
    expect(status.nextOpening).toEqual({ date: '2026-12-01', time: '08:30' });
    expect(describeOpeningStatus(status)).toBe('Fermé, ouvre mardi à 08h30');
  });

  it('applies an exceptional opening on a Sunday and an exceptional closure on a weekday', () => {
    const sunday: ExceptionalDay = { date: '2026-12-20', type: 'Ouverture', opens: '09:00', closes: '13:00' };
    expect(openingStatus(week, [sunday], new Date('2026-12-20T10:00:00Z'))).toMatchObject({
      open: true,
      closesAt: '13:00',
      today: { ranges: [{ opens: '09:00', closes: '13:00' }], exceptional: true },
    });
    const christmas = openingStatus(week, [closedAllDay('2026-12-25')], new Date('2026-12-25T10:00:00Z'));
    expect(christmas).toMatchObject({ open: false, today: { ranges: [], exceptional: true } });
    expect(formatDayHours(christmas.today)).toBe('Fermé');
  });

  it('an exceptional opening replaces the usual hours of that day', () => {
    const eve: ExceptionalDay = { date: '2026-12-24', type: 'Ouverture', opens: '08:00', closes: '18:00' };
    const day = hoursOn(week, [eve], '2026-12-24');
    expect(day.ranges).toEqual([{ opens: '08:00', closes: '18:00' }]);
    expect(formatDayHours(day)).toBe('08h00-18h00');
    // 19:00 on that Thursday: closed although the week says open until 19:30.
    expect(openingStatus(week, [eve], new Date('2026-12-24T18:00:00Z')).open).toBe(false);
  });

  it('a closure with hours closes only that range', () => {
    const works: ExceptionalDay = { date: '2026-11-24', type: 'Fermeture', opens: '16:00', closes: '18:00' };
    expect(hoursOn(week, [works], '2026-11-24').ranges).toEqual([
      { opens: '08:30', closes: '12:30' },
      { opens: '14:00', closes: '16:00' },
      { opens: '18:00', closes: '19:30' },
    ]);
    expect(openingStatus(week, [works], new Date('2026-11-24T16:00:00Z')).open).toBe(false); // 17:00
  });

  it('has no next opening when nothing opens within two weeks', () => {
    const status = openingStatus([], [], new Date('2026-11-23T09:00:00Z'));
    expect(status).toMatchObject({ open: false, nextOpening: null });
    expect(describeOpeningStatus(status)).toBe('Fermé');
  });

  it('names the date of an opening more than a week ahead', () => {
    const closures = Array.from({ length: 8 }, (_, i) =>
      closedAllDay(`2026-11-${String(23 + i).padStart(2, '0')}`),
    );
    const status = openingStatus(
      week,
      [...closures, closedAllDay('2026-12-01')],
      new Date('2026-11-23T09:00:00Z'),
    );
    expect(status.nextOpening).toEqual({ date: '2026-12-02', time: '08:30' });
    expect(describeOpeningStatus(status)).toBe('Fermé, ouvre le 2 décembre à 08h30');
  });
});
