import { describe, expect, it } from 'vitest';
import { mixExplanation, mixUrl, mixValidity, parseMixId } from './mix.ts';

describe('parseMixId', () => {
  it('reads one positive integer panachage', () => {
    expect(parseMixId(new URLSearchParams('panachage=12'))).toBe(12);
    expect(parseMixId(new URLSearchParams(mixUrl(7).split('?')[1]))).toBe(7);
  });

  it('rejects a missing, repeated or malformed id', () => {
    for (const query of ['', 'panachage=', 'panachage=0', 'panachage=-3', 'panachage=1.5', 'panachage=abc'])
      expect(parseMixId(new URLSearchParams(query))).toBeNull();
    expect(parseMixId(new URLSearchParams('panachage=1&panachage=2'))).toBeNull();
    expect(parseMixId(new URLSearchParams('panachage=1234567890'))).toBeNull();
  });
});

describe('mixExplanation', () => {
  it('tells how many products to mix and how the advantage is given', () => {
    const lines = mixExplanation({ type_avantage: 'EC', lot: 2, nb_pdt_lot: 2 });
    expect(lines[0]).toContain('dès 2 produits achetés');
    expect(lines[1]).toContain('cagnotte');
  });

  it('falls back to a per-product wording without a lot size', () => {
    expect(mixExplanation({ type_avantage: 'XX', lot: null, nb_pdt_lot: null })).toEqual([
      'L’offre s’applique à chacun des produits de cette page, que vous pouvez panacher librement.',
    ]);
  });
});

describe('mixValidity', () => {
  it('formats the dates in French in the shop time zone', () => {
    expect(mixValidity('2026-03-02T23:30:00.000Z', '2026-03-24T22:59:59.000Z')).toBe(
      'Offre valable du 3 mars 2026 au 24 mars 2026',
    );
  });
});
