import { describe, expect, it } from 'vitest';
import { frenchDate, frenchDateTime, frenchDay } from './french-dates.ts';
import { customRangeError, dayRangeInstants, presetRange } from './purchase-period.ts';
import { formatVatRate, VAT_RATES, vatBreakdown, vatRateFor } from './vat.ts';

describe('VAT rates of the catalogue', () => {
  const rate = (categoryId: number, isAlcohol = false, isGiftCard = false) =>
    vatRateFor({ categoryId, isAlcohol, isGiftCard });
  it('food at 5,5 %, alcohol, chocolates, sweets and non-food at 20 %, gift cards outside VAT', () => {
    expect(rate(101)).toBe(VAT_RATES.reduced);
    expect(rate(50101)).toBe(VAT_RATES.reduced);
    expect(rate(1001)).toBe(VAT_RATES.reduced);
    expect(rate(706, true)).toBe(VAT_RATES.standard);
    expect(rate(603)).toBe(VAT_RATES.standard);
    expect(rate(60401)).toBe(VAT_RATES.standard);
    expect(rate(1101)).toBe(VAT_RATES.standard);
    expect(rate(1002)).toBe(VAT_RATES.standard);
    expect(rate(1401)).toBe(VAT_RATES.none);
    expect(rate(101, false, true)).toBe(VAT_RATES.none);
    expect(formatVatRate(550)).toBe('5,5 %');
    expect(formatVatRate(2000)).toBe('20 %');
  });
});

describe('VAT by rate', () => {
  it('works the VAT out once per rate on the amount including VAT', () => {
    const rows = vatBreakdown([
      { rate: 550, totalCents: 1055 },
      { rate: 2000, totalCents: 1200 },
      { rate: 550, totalCents: 1055 },
    ]);
    expect(rows).toEqual([
      { rate: 550, htCents: 2000, tvaCents: 110, ttcCents: 2110 },
      { rate: 2000, htCents: 1000, tvaCents: 200, ttcCents: 1200 },
    ]);
  });
  it('shares an order reduction between the rates in proportion, to the cent', () => {
    const rows = vatBreakdown(
      [
        { rate: 550, totalCents: 1000 },
        { rate: 2000, totalCents: 2000 },
      ],
      100,
    );
    expect(rows.map((r) => r.ttcCents)).toEqual([967, 1933]);
    expect(rows.reduce((s, r) => s + r.ttcCents, 0)).toBe(2900);
    for (const r of rows) expect(r.htCents + r.tvaCents).toBe(r.ttcCents);
  });
});

describe('French dates', () => {
  it('writes Paris time the French way', () => {
    expect(frenchDateTime(new Date('2026-11-25T17:16:00Z'))).toBe('25 novembre 2026 à 18 h 16');
    expect(frenchDateTime(new Date('2026-07-01T06:05:00Z'))).toBe('1er juillet 2026 à 8 h 05');
    expect(frenchDate(new Date('2026-12-31T23:30:00Z'))).toBe('1er janvier 2027');
    expect(frenchDay('2026-02-14')).toBe('14 février 2026');
  });
});

describe('purchase periods', () => {
  const now = new Date('2026-01-15T10:00:00Z');
  it('this month, last month and the last 3 months, in Paris days', () => {
    expect(presetRange('mois', now)).toEqual({ from: '2026-01-01', to: '2026-01-15' });
    expect(presetRange('mois_precedent', now)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('trois_mois', now)).toEqual({ from: '2025-11-01', to: '2026-01-15' });
    expect(presetRange('mois_precedent', new Date('2026-03-10T10:00:00Z')).to).toBe('2026-02-28');
  });
  it('a custom period needs both days, the end not before the start', () => {
    expect(customRangeError(undefined, '2026-01-01')).toBe('from');
    expect(customRangeError('2026-01-01', undefined)).toBe('to');
    expect(customRangeError('2026-01-02', '2026-01-01')).toBe('order');
    expect(customRangeError('2026-01-01', '2026-01-01')).toBeNull();
  });
  it('bounds the days with Paris midnights (winter and summer time)', () => {
    expect(dayRangeInstants({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      start: '2025-12-31T23:00:00.000Z',
      end: '2026-01-31T23:00:00.000Z',
    });
    expect(dayRangeInstants({ from: '2026-07-01', to: '2026-07-01' }).start).toBe('2026-06-30T22:00:00.000Z');
  });
});
