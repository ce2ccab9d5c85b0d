import { describe, expect, it } from 'vitest';
import { editedLineChecks } from './order-change-line-checks.ts';

const placed = [
  { productId: 1, quantity: 3, units: 3, giftCardCents: 0 },
  { productId: 2, quantity: 1.5, units: 2, giftCardCents: 0 },
  { productId: 3, quantity: 2, units: 2, giftCardCents: 5000 },
];

describe('the cart rules an order edit checks, line by line', () => {
  it('checks every cart rule on a product the order did not have, holding none of its stock', () => {
    expect(editedLineChecks(placed, [{ productId: 9, quantity: 2 }])).toEqual([
      { index: 0, productId: 9, quantity: 2, check: 'all', heldUnits: 0, giftCardCents: 0 },
    ]);
  });

  it('checks every cart rule on a line that grows, with the units and gift card amount the order holds', () => {
    expect(
      editedLineChecks(placed, [
        { productId: 2, quantity: 2 },
        { productId: 3, quantity: 3 },
      ]),
    ).toEqual([
      { index: 0, productId: 2, quantity: 2, check: 'all', heldUnits: 2, giftCardCents: 0 },
      { index: 1, productId: 3, quantity: 3, check: 'all', heldUnits: 2, giftCardCents: 5000 },
    ]);
  });

  it('checks only the quantity limits of a line made smaller', () => {
    expect(editedLineChecks(placed, [{ productId: 1, quantity: 1 }])).toEqual([
      { index: 0, productId: 1, quantity: 1, check: 'quantity', heldUnits: 3, giftCardCents: 0 },
    ]);
  });

  it('checks nothing on lines left as they were or removed (the store handles a product withdrawn since)', () => {
    expect(
      editedLineChecks(placed, [
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 1.5 },
      ]),
    ).toEqual([]);
    expect(editedLineChecks(placed, [])).toEqual([]);
  });

  it('names each checked line by its place among the wanted lines', () => {
    const checks = editedLineChecks(placed, [
      { productId: 1, quantity: 3 },
      { productId: 9, quantity: 1 },
      { productId: 2, quantity: 1.5 },
      { productId: 3, quantity: 1 },
    ]);
    expect(checks.map((c) => [c.index, c.productId, c.check])).toEqual([
      [1, 9, 'all'],
      [3, 3, 'quantity'],
    ]);
  });
});
