import { describe, expect, it } from 'vitest';
import {
  allergenBit,
  allergenCode,
  allergenMask,
  parseAllergens,
  REGULATORY_ALLERGENS,
} from './allergens.ts';

describe('allergens', () => {
  it('gives URL-safe codes', () => {
    expect(REGULATORY_ALLERGENS.map(allergenCode)).toEqual([
      'gluten',
      'crustaces',
      'oeufs',
      'poisson',
      'arachides',
      'soja',
      'lait',
      'fruits-a-coque',
      'celeri',
      'moutarde',
      'sesame',
      'sulfites',
      'lupin',
      'mollusques',
    ]);
  });

  it('builds masks from names or codes', () => {
    expect(allergenBit('gluten')).toBe(1);
    expect(allergenBit('œufs')).toBe(4);
    expect(allergenBit('oeufs')).toBe(4);
    expect(allergenBit('fruits-a-coque')).toBe(128);
    expect(allergenBit('chocolat')).toBe(0);
    expect(allergenMask(['gluten', 'œufs', 'lait'])).toBe(1 | 4 | 64);
    expect(allergenMask([])).toBe(0);
  });

  it('reads the stored JSON lists', () => {
    expect(parseAllergens('["gluten","lait"]')).toEqual(['gluten', 'lait']);
    expect(parseAllergens('not json')).toEqual([]);
    expect(parseAllergens(null)).toEqual([]);
  });
});
