import type { EditedLineToCheck } from '@cabas/domain';
import { describe, expect, it } from 'vitest';
import type { ProductForCart } from './cart.repository.ts';
import { addRefusal, editedLineRefusal } from './cart-rules.ts';

/** The cart's rules on the lines of an order's edit (issue #35): the same rules as adding to the cart. */

const now = new Date('2026-11-26T10:00:00Z');

const product = (extra: Partial<ProductForCart> = {}): ProductForCart => ({
  id: 7,
  designation: 'Comté AOP 18 mois',
  type: 'TC',
  config_prix_min_cents: null,
  config_prix_max_cents: null,
  qte_pas: 1,
  qte_min_panier: 1,
  qte_max_panier: 10,
  is_weighed: 0,
  types_panier: '["drive"]',
  corapro: 0,
  price_cents: 500,
  stock: 10,
  reserved: 10,
  offer_types_panier: null,
  ...extra,
});

const line = (extra: Partial<EditedLineToCheck>): EditedLineToCheck => ({
  index: 0,
  productId: 7,
  quantity: 1,
  check: 'all',
  heldUnits: 0,
  giftCardCents: 0,
  ...extra,
});

const refusal = (row: ProductForCart | undefined, l: EditedLineToCheck, isPro = false) =>
  editedLineRefusal(row, l, 'drive', isPro, now)?.code ?? null;

describe('the cart rules of a line an edit adds or grows', () => {
  it('are the rules of adding the product to the cart', () => {
    const free = product({ reserved: 0 });
    for (const [row, quantity] of [
      [undefined, 1],
      [product({ corapro: 1, reserved: 0 }), 1],
      [product({ type: 'indisponible', reserved: 0 }), 1],
      [product({ price_cents: null, reserved: 0 }), 1],
      [product({ types_panier: '["click_and_collect_traiteur_permanent"]', reserved: 0 }), 1],
      [free, 11],
      [product({ type: 'CKDO', reserved: 0 }), 1],
      [free, 2],
    ] as const) {
      const cart = addRefusal(row, quantity, undefined, 'drive', false, now);
      expect(refusal(row, line({ quantity }))).toBe('refusal' in cart ? cart.refusal.code : null);
    }
  });

  it('count the units the order already holds as stock of its own', () => {
    // 10 in stock, all 10 reserved, 3 of them by this order: it may grow to 3, not to 4.
    expect(refusal(product(), line({ quantity: 3, heldUnits: 3 }))).toBeNull();
    expect(editedLineRefusal(product(), line({ quantity: 4, heldUnits: 3 }), 'drive', false, now)).toEqual({
      code: 'stock_insuffisant',
      limit: 3,
    });
    expect(refusal(product(), line({ quantity: 1 }))).toBe('stock_insuffisant');
  });

  it('keep a gift card at the amount the order holds, within its range', () => {
    const card = product({
      type: 'CKDO',
      config_prix_min_cents: 1000,
      config_prix_max_cents: 15000,
      reserved: 0,
    });
    expect(refusal(card, line({ quantity: 2, heldUnits: 1, giftCardCents: 5000 }))).toBeNull();
    expect(refusal(card, line({ quantity: 2, heldUnits: 1, giftCardCents: 20000 }))).toBe('montant_max');
    expect(refusal(card, line({ quantity: 1 }))).toBe('montant_requis');
  });

  it('hide a pro-only product from a consumer only', () => {
    const pro = product({ corapro: 1, reserved: 0 });
    expect(refusal(pro, line({}))).toBe('produit_inconnu');
    expect(refusal(pro, line({}), true)).toBeNull();
  });
});

describe('the cart rules of a line an edit makes smaller', () => {
  it('are the quantity limits of its new quantity, whatever became of the product or its stock', () => {
    const weighed = product({ is_weighed: 1, qte_pas: 0.1, qte_min_panier: 0.5, qte_max_panier: 2 });
    const smaller = (quantity: number, row = weighed) => refusal(row, line({ quantity, check: 'quantity' }));
    expect(smaller(1)).toBeNull();
    expect(smaller(0.3)).toBe('quantite_min');
    expect(smaller(1.05)).toBe('quantite_pas');
    expect(smaller(1, product({ type: 'indisponible', stock: 0 }))).toBeNull();
    expect(refusal(undefined, line({ quantity: 1, check: 'quantity' }))).toBeNull();
  });
});
