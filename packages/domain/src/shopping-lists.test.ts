import { describe, expect, it } from 'vitest';
import { isListProductAvailable, listProductCounts, mergeListLines } from './shopping-lists.ts';

describe('shopping list lines', () => {
  it('keep one line per product, quantities added up to the gram, in first-seen order', () => {
    expect(
      mergeListLines([
        { productId: 7, quantity: 2 },
        { productId: 3, quantity: 0.25 },
        { productId: 7, quantity: 1 },
        { productId: 3, quantity: 0.1 + 0.2 },
      ]),
    ).toEqual([
      { productId: 7, quantity: 3 },
      { productId: 3, quantity: 0.55 },
    ]);
    expect(mergeListLines([])).toEqual([]);
  });

  it('count products sold with stock apart from missing ones (no price or no stock)', () => {
    expect(
      listProductCounts([
        { prix: 1.2, en_stock: true },
        { prix: null, en_stock: false },
        { prix: 3, en_stock: false },
        { prix: 0.5, en_stock: true },
      ]),
    ).toEqual({ nb_produits: 2, nb_produits_manquant: 2 });
    expect(listProductCounts([])).toEqual({ nb_produits: 0, nb_produits_manquant: 0 });
  });

  it('tell a product available only with a price, stock and not withdrawn', () => {
    const sold = { prix: 1.29, en_stock: true, type: 'TC' };
    expect(isListProductAvailable(sold)).toBe(true);
    expect(isListProductAvailable({ ...sold, prix: null })).toBe(false);
    expect(isListProductAvailable({ ...sold, en_stock: false })).toBe(false);
    expect(isListProductAvailable({ ...sold, type: 'indisponible' })).toBe(false);
  });
});
