import { API_ERROR_CODES, orderChangeMessages as m } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { factLine, factsOf, placedOrder, refusalOf } from '../../../../test/helpers/order-change-fixtures.ts';
import { draftLines, placedLines, slotAsked, wantedLines } from './wanted-lines.ts';

describe('the lines and slot an edit asks for', () => {
  it('adds up the quantities of a product sent twice, keeping the order sent', () => {
    const lignes = [
      { produit_id: 2, quantite: 1 },
      { produit_id: 1, quantite: 3 },
      { produit_id: 2, quantite: 0.5 },
    ];
    expect(wantedLines({ lignes })).toEqual([
      { productId: 2, quantity: 1.5 },
      { productId: 1, quantity: 3 },
    ]);
  });

  it('refuses an order left without any product (422 on `lignes`)', () => {
    expect(refusalOf(() => wantedLines({ lignes: [] }))).toEqual({
      status: 422,
      code: API_ERROR_CODES.orderChangeEmpty,
      message: m.changeEmpty,
      errors: { lignes: [m.changeEmpty] },
    });
  });

  it('moves the slot only to another one than the order’s', () => {
    const order = placedOrder({ slot_id: 500 });
    expect(slotAsked({ creneau_id: 501 }, order)).toBe(501);
    expect(slotAsked({ creneau_id: 500 }, order)).toBeNull();
    expect(slotAsked({ creneau_id: null }, order)).toBeNull();
    expect(slotAsked({}, order)).toBeNull();
  });

  it('reads a draft’s lines and the order’s own', () => {
    expect(draftLines({ lines: '[{"productId":4,"quantity":2}]' })).toEqual([{ productId: 4, quantity: 2 }]);
    expect(placedLines(factsOf([factLine(4, 2, 300), factLine(5, 0.75, 1000)]))).toEqual([
      { productId: 4, quantity: 2 },
      { productId: 5, quantity: 0.75 },
    ]);
  });
});
