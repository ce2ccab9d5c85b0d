import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  discountPercent,
  eurosToCents,
  formatEuros,
  optionalEurosToCents,
  pricePerReferenceUnit,
} from './money.ts';

describe('money', () => {
  it('reads an optional price of the wire in cents, and nothing else', () => {
    expect(optionalEurosToCents(19.99)).toBe(1999);
    expect(optionalEurosToCents(0)).toBe(0);
    expect(optionalEurosToCents(null)).toBeNull();
    expect(optionalEurosToCents(undefined)).toBeNull();
    expect(optionalEurosToCents(Number.NaN)).toBeNull();
    expect(optionalEurosToCents(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('formats cents the French way', () => {
    expect(formatEuros(1234).replace(/\s/g, ' ')).toBe('12,34 €');
    expect(formatEuros(5).replace(/\s/g, ' ')).toBe('0,05 €');
  });

  it('converts without floating-point drift', () => {
    expect(eurosToCents(8.9)).toBe(890);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(centsToEuros(1999)).toBe(19.99);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(1.15)).toBe(115);
    expect(eurosToCents(19.99 + 1e-9)).toBe(1999);
    expect(eurosToCents(19.99 - 1e-9)).toBe(1999);
    expect(eurosToCents(0)).toBe(0);
  });

  it('rounds negatives like positives and never answers -0', () => {
    expect(eurosToCents(-19.99)).toBe(-1999);
    expect(eurosToCents(-0.1 - 0.2)).toBe(-30);
    expect(eurosToCents(0.125)).toBe(13);
    expect(eurosToCents(-0.125)).toBe(-13);
    expect(Object.is(eurosToCents(-0.001), 0)).toBe(true);
    expect(Object.is(eurosToCents(-0), 0)).toBe(true);
    expect(Object.is(centsToEuros(-0), 0)).toBe(true);
    expect(centsToEuros(-1999)).toBe(-19.99);
  });

  it('gives back the euros the wire sent, whatever the amount', () => {
    for (let cents = -100_000; cents <= 100_000; cents += 97) {
      const euros = centsToEuros(cents);
      expect(euros).toBe(Number((cents / 100).toFixed(2)));
      expect(eurosToCents(euros)).toBe(cents);
    }
  });

  it('computes the price per kg or litre', () => {
    expect(pricePerReferenceUnit(249, 0.5)).toBe(498);
    expect(pricePerReferenceUnit(249, null)).toBeNull();
    expect(pricePerReferenceUnit(249, 0)).toBeNull();
  });

  it('rounds discounts down and ignores non-discounts', () => {
    expect(discountPercent(199, 299)).toBe(33);
    expect(discountPercent(299, 299)).toBeNull();
    expect(discountPercent(299, null)).toBeNull();
  });
});
