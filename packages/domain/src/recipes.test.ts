import { describe, expect, it } from 'vitest';
import { cartQuantity, recipeCartLines, scaleQuantity, sumNeeds } from './recipes.ts';

const piece = { step: 1, min: 1, max: 99 };
const weighed = { step: 0.1, min: 0.2, max: 3 };

describe('scaleQuantity', () => {
  it('scales a need written for 4 people to 6', () => {
    expect(scaleQuantity(0.5, 4, 6)).toBeCloseTo(0.75);
    expect(scaleQuantity(2, 4, 2)).toBe(1);
  });
  it('needs nothing for no servings or a bad recipe', () => {
    expect(scaleQuantity(1, 0, 4)).toBe(0);
    expect(scaleQuantity(1, 4, 0)).toBe(0);
    expect(scaleQuantity(-1, 4, 4)).toBe(0);
  });
});

describe('cartQuantity', () => {
  it('rounds up to whole articles', () => {
    expect(cartQuantity(0.25, piece)).toBe(1);
    expect(cartQuantity(1.5, piece)).toBe(2);
    expect(cartQuantity(2, piece)).toBe(2);
  });
  it('rounds a weighed need up to its step, at least its minimum', () => {
    expect(cartQuantity(0.75, weighed)).toBe(0.8);
    expect(cartQuantity(0.3, weighed)).toBe(0.3);
    expect(cartQuantity(0.05, weighed)).toBe(0.2);
  });
  it('does not round a float error up to one more step', () => {
    expect(cartQuantity(0.1 + 0.2, weighed)).toBe(0.3);
    expect(cartQuantity((3 * 6) / 6, piece)).toBe(3);
  });
  it('keeps within the maximum, and buys nothing for no need', () => {
    expect(cartQuantity(10, weighed)).toBe(3);
    expect(cartQuantity(0, piece)).toBe(0);
  });
});

describe('sumNeeds and recipeCartLines', () => {
  it('sums the needs of a product across recipes before rounding', () => {
    const lines = [
      { productId: 7, quantity: 0.3, baseServings: 4, servings: 4 },
      { productId: 7, quantity: 0.3, baseServings: 4, servings: 4 },
      { productId: 9, quantity: 0.5, baseServings: 4, servings: 8 },
    ];
    expect(sumNeeds(lines).map((n) => [n.productId, Number(n.quantity.toFixed(3))])).toEqual([
      [7, 0.6],
      [9, 1],
    ]);
    const rules = new Map([
      [7, piece],
      [9, weighed],
    ]);
    expect(recipeCartLines(lines, rules)).toEqual([
      { produit_id: 7, quantite: 1 },
      { produit_id: 9, quantite: 1 },
    ]);
  });
  it('scales each recipe to its own servings', () => {
    const lines = [
      { productId: 1, quantity: 1, baseServings: 4, servings: 6 },
      { productId: 1, quantity: 1, baseServings: 2, servings: 2 },
    ];
    expect(recipeCartLines(lines, new Map([[1, piece]]))).toEqual([{ produit_id: 1, quantite: 3 }]);
  });
  it('leaves out a product the store does not sell', () => {
    const lines = [{ productId: 3, quantity: 1, baseServings: 4, servings: 4 }];
    expect(recipeCartLines(lines, new Map())).toEqual([]);
  });
});
