import { describe, expect, it } from 'vitest';
import {
  displayedListCount,
  isWeightIndexAllowed,
  listCartLines,
  refusedProductNames,
} from './lists-cart.ts';

describe('list weights', () => {
  it('allow the default weight and the product’s ranges only', () => {
    expect(isWeightIndexAllowed(0, 0)).toBe(true);
    expect(isWeightIndexAllowed(2, 3)).toBe(true);
    expect(isWeightIndexAllowed(3, 3)).toBe(false);
    expect(isWeightIndexAllowed(1, 0)).toBe(false);
    expect(isWeightIndexAllowed(-1, 3)).toBe(false);
    expect(isWeightIndexAllowed(1.5, 3)).toBe(false);
  });
});

describe('a list into the cart', () => {
  const items = [
    { id: 10, productId: 1, quantity: 2 },
    { id: 11, productId: 2, quantity: 0.5 },
    { id: 12, productId: 3, quantity: 1 },
  ];
  it('sends every item, or only the chosen ones', () => {
    expect(listCartLines(items)).toEqual([
      { produit_id: 1, quantite: 2 },
      { produit_id: 2, quantite: 0.5 },
      { produit_id: 3, quantite: 1 },
    ]);
    expect(listCartLines(items, [12, 10, 99])).toEqual([
      { produit_id: 1, quantite: 2 },
      { produit_id: 3, quantite: 1 },
    ]);
    expect(listCartLines(items, [])).toEqual([]);
  });

  it('names the refused products once, in the list’s order', () => {
    const named = [
      { productId: 1, name: 'Lait' },
      { productId: 2, name: 'Beurre' },
      { productId: 3, name: 'Pain' },
    ];
    expect(refusedProductNames(named, [3, 1, 3])).toEqual(['Lait', 'Pain']);
    expect(refusedProductNames(named, [])).toEqual([]);
  });

  it('counts the missing products in the shown count', () => {
    expect(displayedListCount({ nb_produits: 4, nb_produits_manquant: 2 })).toBe(6);
    expect(displayedListCount({ nb_produits: 4, nb_produits_manquant: 0 })).toBe(4);
  });
});
