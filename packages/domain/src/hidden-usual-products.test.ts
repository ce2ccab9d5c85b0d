import { describe, expect, it } from 'vitest';
import { isStillHidden, withoutHidden } from './hidden-usual-products.ts';

const at = (iso: string) => new Date(iso);
const usual = [
  { productId: 1, lastAt: at('2026-11-10T09:00:00Z') },
  { productId: 2, lastAt: at('2026-11-20T09:00:00Z') },
  { productId: 3, lastAt: at('2026-11-05T09:00:00Z') },
];

describe('hidden usual products', () => {
  it('leaves out a product hidden after its last purchase, keeping the order of the others', () => {
    const kept = withoutHidden(usual, [{ productId: 1, hiddenAt: at('2026-11-12T00:00:00Z') }]);
    expect(kept.map((u) => u.productId)).toEqual([2, 3]);
  });

  it('brings a product back once it is bought again after the hiding', () => {
    const kept = withoutHidden(usual, [
      { productId: 2, hiddenAt: at('2026-11-15T00:00:00Z') },
      { productId: 3, hiddenAt: at('2026-11-15T00:00:00Z') },
    ]);
    expect(kept.map((u) => u.productId)).toEqual([1, 2]);
  });

  it('keeps hidden a product whose last purchase is the very instant of the hiding', () => {
    expect(isStillHidden(at('2026-11-15T00:00:00Z'), at('2026-11-15T00:00:00Z'))).toBe(true);
    expect(isStillHidden(at('2026-11-15T00:00:00.001Z'), at('2026-11-15T00:00:00Z'))).toBe(false);
  });

  it('ignores hidden products that are not usual, and changes nothing without any', () => {
    expect(withoutHidden(usual, [{ productId: 9, hiddenAt: at('2026-11-30T00:00:00Z') }])).toEqual(usual);
    expect(withoutHidden(usual, [])).toEqual(usual);
  });
});
