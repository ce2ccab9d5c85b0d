import { describe, expect, it } from 'vitest';
import { capQuantity, checkQuantity, type QuantityRules, weightChoices } from './cart-quantities.ts';

const pieces: QuantityRules = { step: 1, min: 1, max: 24, weighed: false, available: 10 };
const buffet: QuantityRules = { step: 0.1, min: 0.2, max: 1.5, weighed: true, available: 50 };

describe('cart quantities', () => {
  it('accepts whole pieces within the limits and 0 to remove', () => {
    expect(checkQuantity(0, pieces)).toBeNull();
    expect(checkQuantity(1, pieces)).toBeNull();
    expect(checkQuantity(10, pieces)).toBeNull();
  });

  it('refuses negative, fractional, out-of-range and out-of-stock quantities', () => {
    expect(checkQuantity(-1, pieces)).toEqual({ code: 'quantite_negative' });
    expect(checkQuantity(Number.NaN, pieces)).toEqual({ code: 'quantite_invalide' });
    expect(checkQuantity(1.5, pieces)).toEqual({ code: 'quantite_decimale' });
    expect(checkQuantity(25, pieces)).toEqual({ code: 'quantite_max', limit: 24 });
    expect(checkQuantity(11, pieces)).toEqual({ code: 'stock_insuffisant', limit: 10 });
    expect(checkQuantity(1, { ...pieces, available: 0 })).toEqual({ code: 'stock_insuffisant', limit: 0 });
    expect(checkQuantity(3, { ...pieces, step: 2, min: 2 })).toEqual({ code: 'quantite_pas', limit: 2 });
    expect(checkQuantity(1, { ...pieces, min: 2 })).toEqual({ code: 'quantite_min', limit: 2 });
  });

  it('takes weighed goods in kilograms, in steps from the minimum', () => {
    expect(checkQuantity(0.2, buffet)).toBeNull();
    expect(checkQuantity(0.7, buffet)).toBeNull();
    expect(checkQuantity(0.25, buffet)).toEqual({ code: 'quantite_pas', limit: 0.1 });
    expect(checkQuantity(0.1, buffet)).toEqual({ code: 'quantite_min', limit: 0.2 });
    expect(checkQuantity(1.6, buffet)).toEqual({ code: 'quantite_max', limit: 1.5 });
    expect(weightChoices({ step: 0.25, min: 0.5, max: 1.5 })).toEqual([0.5, 0.75, 1, 1.25, 1.5]);
  });

  it('caps a merged quantity at the maximum, the stock and the step', () => {
    expect(capQuantity(30, pieces)).toBe(10);
    expect(capQuantity(30, { ...pieces, available: null })).toBe(24);
    expect(capQuantity(5, pieces)).toBe(5);
    expect(capQuantity(5, { ...pieces, available: 0 })).toBe(0);
    expect(capQuantity(7, { ...pieces, step: 2, min: 2, available: null })).toBe(6);
    expect(capQuantity(2.34, buffet)).toBe(1.5);
    expect(capQuantity(0.95, buffet)).toBe(0.9);
  });
});
