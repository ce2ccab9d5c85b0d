import type { Cart } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { fixtureLine, payableCheckoutContext } from '../../../test/fixtures/checkout-context.ts';
import { linesNotAllowed, proCart } from './pro-cart.ts';

const cartOf = (extra: Partial<Cart> = {}): Cart => ({ ...payableCheckoutContext().cart, ...extra });

describe('the pro drive cart', () => {
  it('drops a promo code: pros get none, the total is the lines’ again', () => {
    const cart = cartOf({
      montant_total_ttc: 15,
      montant_total_remise: 5,
      reductions: [
        {
          type: 'code_promo',
          code: 'BIENVENUE',
          libelle: 'Bienvenue',
          valeur: 5,
          applicable: true,
          message: null,
          montant_minimum: null,
        },
      ],
    });
    const pro = proCart(cart);
    expect(pro.reductions).toEqual([]);
    expect(pro.montant_total_ttc).toBe(20);
    expect(pro.montant_total_remise).toBe(0);
    const plain = cartOf();
    expect(proCart(plain)).toBe(plain);
  });

  it('lists the lines a pro may not order: refused to pros, or not handed over at the drive', () => {
    const refused = {
      ...fixtureLine(103, 8, 1),
      disponible: false,
      raison_indisponibilite: 'produit_interdit_pro' as const,
    };
    const cart = cartOf({ lignes_panier: [fixtureLine(101, 12.5, 1), fixtureLine(102, 3.75, 2), refused] });
    const facts = [
      { id: 101, unavailable_services: null },
      { id: 102, unavailable_services: '["DRIVE"]' },
      { id: 103, unavailable_services: '["LAD"]' },
    ];
    expect(linesNotAllowed(cart, facts)).toEqual([
      { id: 102, designation: 'Produit 102' },
      { id: 103, designation: 'Produit 103' },
    ]);
    expect(linesNotAllowed(cart, [{ id: 102, unavailable_services: '["LAD"]' }])).toEqual([
      { id: 103, designation: 'Produit 103' },
    ]);
  });
});
