import { describe, expect, it } from 'vitest';
import { instalmentSchedule, instalmentsAllowed } from './instalments.ts';

describe('instalments', () => {
  it('are offered from 200 € to 3,000 €', () => {
    expect(instalmentsAllowed(19_999)).toBe(false);
    expect(instalmentsAllowed(20_000)).toBe(true);
    expect(instalmentsAllowed(300_000)).toBe(true);
    expect(instalmentsAllowed(300_001)).toBe(false);
  });

  it('split the total, the rounding cents first, one month apart', () => {
    const schedule = instalmentSchedule(25_000, 3, '2026-01-31');
    expect(schedule).toEqual([
      { date: '2026-01-31', cents: 8334 },
      { date: '2026-02-28', cents: 8333 },
      { date: '2026-03-31', cents: 8333 },
    ]);
    expect(schedule.reduce((s, i) => s + i.cents, 0)).toBe(25_000);
  });

  it('add a file fee to the first instalment', () => {
    const schedule = instalmentSchedule(40_000, 4, '2026-11-21', 150);
    expect(schedule.map((i) => i.cents)).toEqual([10_150, 10_000, 10_000, 10_000]);
    expect(schedule.at(-1)?.date).toBe('2027-02-21');
  });
});
