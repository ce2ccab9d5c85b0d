import { describe, expect, it } from 'vitest';
import { factLine, factsOf, pricedLine, pricedOf } from '../../../../test/helpers/order-change-fixtures.ts';
import { stockMoves } from './stock.ts';

describe('the stock a change takes and gives back', () => {
  it('moves only the difference, kilograms of weighed goods rounded up to units, by product id', () => {
    const facts = factsOf([factLine(3, 2, 100), factLine(1, 1.2, 900), factLine(2, 1, 500)]);
    const priced = pricedOf([pricedLine(1, 2.5, 900), pricedLine(3, 2, 100), pricedLine(4, 1, 250)]);
    expect(stockMoves(facts, priced)).toEqual([
      { productId: 1, units: 1 },
      { productId: 2, units: -1 },
      { productId: 4, units: 1 },
    ]);
    expect(
      stockMoves(facts, pricedOf([pricedLine(3, 2, 100), pricedLine(1, 1.2, 900), pricedLine(2, 1, 500)])),
    ).toEqual([]);
  });
});
