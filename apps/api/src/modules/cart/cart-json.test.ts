import type { Cart, CartLine } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { cartJson } from './cart-json.ts';

const product = { id: 7, designation: 'Pâté « maison » \\ "fin" \u0000 1 \u2028', prix: 2.5 };
const line = (id: number, p: object) =>
  ({ id, produit_id: 7, quantite: id, designation: 'x \u00001\u0000', produit: p }) as unknown as CartLine;

describe('cart JSON', () => {
  it('writes the same JSON as JSON.stringify, products spliced in, even with control characters', () => {
    const body = {
      data: {
        id: 1,
        lignes_panier: [line(1, product), line(2, product), line(3, { ...product, id: 8 })],
      } as unknown as Cart,
      errors: [{ index: 0, message: 'é' }],
    };
    const text = cartJson(body);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(body)));
    expect(cartJson(body)).toBe(text);
    expect(JSON.parse(cartJson({ data: { id: null, lignes_panier: [] } as unknown as Cart }))).toEqual({
      data: { id: null, lignes_panier: [] },
    });
  });
});
