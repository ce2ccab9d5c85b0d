import { describe, expect, it } from 'vitest';
import {
  addMonths,
  isCalendarDay,
  orderDayRange,
  orderInstantRange,
  orderYears,
  parisDay,
  parisDayStart,
} from './orders-filters.ts';

describe('order period presets', () => {
  it('counts a period back from today, today included', () => {
    expect(orderDayRange({ periode: '1m' }, '2026-11-26')).toEqual({ from: '2026-10-26', to: '2026-11-26' });
    expect(orderDayRange({ periode: '3m' }, '2026-11-26')).toEqual({ from: '2026-08-26', to: '2026-11-26' });
    expect(orderDayRange({ periode: '6m' }, '2026-03-31')).toEqual({ from: '2025-09-30', to: '2026-03-31' });
  });

  it('a year runs from 1 January to 31 December; a preset wins over typed dates', () => {
    expect(orderDayRange({ annee: 2025, date_min: '2020-01-01' }, '2026-11-26')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(orderDayRange({ date_min: '2026-01-05' }, '2026-11-26')).toEqual({
      from: '2026-01-05',
      to: undefined,
    });
  });

  it('moves by months, clamped to the end of a shorter month', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -3)).toBe('2025-10-15');
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('26-02-2026')).toBe(false);
  });
});

describe('Paris days in UTC', () => {
  it('starts a Paris day at 23:00 UTC in winter and 22:00 UTC in summer', () => {
    expect(parisDayStart('2026-11-26')).toBe('2026-11-25T23:00:00.000Z');
    expect(parisDayStart('2026-07-14')).toBe('2026-07-13T22:00:00.000Z');
    // The day clocks go forward (29 March 2026) still starts at midnight, winter time.
    expect(parisDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(parisDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
  });

  it('includes the whole last day of a range', () => {
    expect(orderInstantRange({ from: '2026-11-01', to: '2026-11-26' })).toEqual({
      from: '2026-10-31T23:00:00.000Z',
      before: '2026-11-26T23:00:00.000Z',
    });
    expect(orderInstantRange({})).toEqual({ from: undefined, before: undefined });
  });

  it('tells the Paris day of an instant', () => {
    expect(parisDay(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(parisDay(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-25');
  });
});

describe('years of the by-year preset', () => {
  it('lists the years from the first order to this one, newest first', () => {
    expect(orderYears(2024, 2026)).toEqual([2026, 2025, 2024]);
    expect(orderYears(null, 2026)).toEqual([]);
  });
});
