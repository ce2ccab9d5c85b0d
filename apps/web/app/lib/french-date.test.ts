import { describe, expect, it } from 'vitest';
import { formatFrenchDateTime, formatFrenchDay, formatFrenchRange, isoDateTime } from './french-date.ts';

/** The texts with plain spaces (times use no-break spaces so that they never wrap inside). */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('French dates in Paris time', () => {
  it('writes an order date as « 25 novembre 2026 à 18 h 16 »', () => {
    expect(plain(formatFrenchDateTime('2026-11-25 18:16:00'))).toBe('25 novembre 2026 à 18 h 16');
    expect(plain(formatFrenchDateTime('2026-07-03 09:05:00'))).toBe('3 juillet 2026 à 9 h 05');
  });

  it('reads ISO instants in Paris time, summer and winter', () => {
    expect(plain(formatFrenchDateTime('2026-11-25T17:16:00.000Z'))).toBe('25 novembre 2026 à 18 h 16');
    expect(plain(formatFrenchDateTime('2026-07-13T22:30:00.000Z'))).toBe('14 juillet 2026 à 0 h 30');
  });

  it('writes the first of a month « 1er » and a day without time alone', () => {
    expect(formatFrenchDay('2026-11-01')).toBe('1er novembre 2026');
    expect(plain(formatFrenchDateTime('2026-11-01'))).toBe('1er novembre 2026');
  });

  it('writes a slot of one day « de … à … », else both ends', () => {
    expect(plain(formatFrenchRange('2026-11-27T09:00:00.000Z', '2026-11-27T10:00:00.000Z'))).toBe(
      '27 novembre 2026 de 10 h 00 à 11 h 00',
    );
    expect(plain(formatFrenchRange('2026-11-27T09:00:00.000Z', '2026-11-28T10:00:00.000Z'))).toBe(
      'du 27 novembre 2026 à 10 h 00 au 28 novembre 2026 à 11 h 00',
    );
    expect(plain(formatFrenchRange('2026-11-27T09:00:00.000Z', null))).toBe('27 novembre 2026 à 10 h 00');
  });

  it('keeps a time from wrapping', () => {
    expect(formatFrenchDateTime('2026-11-25 18:16:00')).toBe('25 novembre 2026 à 18\u00a0h\u00a016');
  });

  it('gives nothing for what is not a date', () => {
    expect(plain(formatFrenchDateTime('demain'))).toBe('');
    expect(formatFrenchDay(null)).toBe('');
    expect(isoDateTime('2026-11-25 18:16:00')).toBe('2026-11-25T17:16:00.000Z');
  });
});
