import { describe, expect, it } from 'vitest';
import { formatFrenchDateTime, formatFrenchDay, isoDateTime } from './french-date.ts';

describe('French dates in Paris time', () => {
  it('writes an order date as « 25 novembre 2026 à 18 h 16 »', () => {
    expect(formatFrenchDateTime('2026-11-25 18:16:00')).toBe('25 novembre 2026 à 18 h 16');
    expect(formatFrenchDateTime('2026-07-03 09:05:00')).toBe('3 juillet 2026 à 9 h 05');
  });

  it('reads ISO instants in Paris time, summer and winter', () => {
    expect(formatFrenchDateTime('2026-11-25T17:16:00.000Z')).toBe('25 novembre 2026 à 18 h 16');
    expect(formatFrenchDateTime('2026-07-13T22:30:00.000Z')).toBe('14 juillet 2026 à 0 h 30');
  });

  it('writes the first of a month « 1er » and a day without time alone', () => {
    expect(formatFrenchDay('2026-11-01')).toBe('1er novembre 2026');
    expect(formatFrenchDateTime('2026-11-01')).toBe('1er novembre 2026');
  });

  it('gives nothing for what is not a date', () => {
    expect(formatFrenchDateTime('demain')).toBe('');
    expect(formatFrenchDay(null)).toBe('');
    expect(isoDateTime('2026-11-25 18:16:00')).toBe('2026-11-25T17:16:00.000Z');
  });
});
