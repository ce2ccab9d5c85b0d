import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  communeNormalisation,
  isCardExpired,
  maskedCardNumber,
  newsletterChanges,
  sameCommuneName,
} from './account-extras.ts';

describe('commune normalisation', () => {
  it('is normalised when the typed name is the official one', () => {
    expect(communeNormalisation('Saint-Étienne', 'Saint-Étienne')).toEqual({
      normalisee: true,
      proposition: null,
    });
  });
  it('proposes the official name otherwise', () => {
    expect(communeNormalisation('st etienne', 'Saint-Étienne')).toEqual({
      normalisee: false,
      proposition: 'Saint-Étienne',
    });
    expect(sameCommuneName('st etienne', 'Saint-Étienne')).toBe(true);
    expect(sameCommuneName('Lyon', 'Saint-Étienne')).toBe(false);
  });
});

describe('newsletter selector', () => {
  it('unsubscribes the stores removed and subscribes the stores added', () => {
    expect(newsletterChanges([1, 2, 3], [2, 3, 4, 5])).toEqual({ subscribe: [4, 5], unsubscribe: [1] });
    expect(newsletterChanges([1], [1])).toEqual({ subscribe: [], unsubscribe: [] });
    expect(newsletterChanges([], [])).toEqual({ subscribe: [], unsubscribe: [] });
  });
});

describe('saved cards', () => {
  it('shows the network and the last 4 digits only', () => {
    expect(cardBrand('4111111111111111')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('6011111111111117')).toBe('CB');
    expect(maskedCardNumber('1111')).toBe('•••• •••• •••• 1111');
  });
  it('has expired after the last day of its month', () => {
    expect(isCardExpired('11/26', new Date('2026-11-30T23:00:00Z'))).toBe(false);
    expect(isCardExpired('10/26', new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired('bad', new Date())).toBe(true);
  });
});
