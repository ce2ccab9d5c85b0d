import { describe, expect, it } from 'vitest';
import { isLotAdvantage, lineTotalCents, productsPerLot } from './lots.ts';

describe('lots', () => {
  it('is a lot for "lot 2", or "lot 1" with more than one product', () => {
    expect(isLotAdvantage({ lot: 2, nb_pdt_lot: 2 })).toBe(true);
    expect(isLotAdvantage({ lot: 2, nb_pdt_lot: null })).toBe(true);
    expect(isLotAdvantage({ lot: 1, nb_pdt_lot: 3 })).toBe(true);
    expect(isLotAdvantage({ lot: 1, nb_pdt_lot: 1 })).toBe(false);
    expect(isLotAdvantage({ lot: 1, nb_pdt_lot: null })).toBe(false);
    expect(isLotAdvantage({ lot: null, nb_pdt_lot: null })).toBe(false);
  });

  it('counts the products of a lot', () => {
    expect(productsPerLot({ lot: 1, nb_pdt_lot: 3 })).toBe(3);
    expect(productsPerLot({ lot: 2, nb_pdt_lot: null })).toBe(2);
    expect(productsPerLot({ lot: null, nb_pdt_lot: null })).toBe(1);
  });

  it('applies a reduction to the first 6 units only', () => {
    expect(lineTotalCents(150, 200, 4)).toBe(600);
    expect(lineTotalCents(150, 200, 6)).toBe(900);
    expect(lineTotalCents(150, 200, 8)).toBe(900 + 400);
    expect(lineTotalCents(150, null, 8)).toBe(1200);
    expect(lineTotalCents(150, 200, 0)).toBe(0);
    expect(lineTotalCents(1000, 1200, 7.5)).toBe(6000 + 1800);
  });
});
