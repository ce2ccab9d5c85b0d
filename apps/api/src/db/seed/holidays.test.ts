import { describe, expect, it } from 'vitest';
import { decemberSundays, easterSunday, frenchHolidays } from './holidays.ts';

describe('French holidays', () => {
  it('computes Easter', () => {
    expect(easterSunday(2024).toISOString().slice(0, 10)).toBe('2024-03-31');
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
  });
  it('lists the public holidays, closed on 1 January, 1 May and 25 December', () => {
    const h = frenchHolidays(2025);
    const closed = h.filter((d) => d.closed && !d.alsaceMoselle).map((d) => d.date);
    expect(closed).toEqual(['2025-01-01', '2025-05-01', '2025-12-25']);
    expect(h.find((d) => d.name === 'Ascension')?.date).toBe('2025-05-29');
    expect(h.find((d) => d.name === 'Lundi de Pentecôte')?.date).toBe('2025-06-09');
  });
  it('lists the December Sundays before Christmas Eve', () => {
    expect(decemberSundays(2025)).toEqual(['2025-12-07', '2025-12-14', '2025-12-21']);
  });
});
