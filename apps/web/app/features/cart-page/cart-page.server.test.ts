import type { CartLine, CartLoginState } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { cartStateNeedsPopin } from '../auth/cart-state.ts';
import { decodeCartLine, type ShopCart } from '../cart/cart-decode.ts';
import { storeChangeWarning } from '../shop/store-change.ts';
import { groupLines, lineView, pushes } from './cart-page.server.ts';
import type { CartLineView } from './cart-page-model.ts';

const line = (id: number) => ({ id }) as CartLineView;

describe('/panier view model', () => {
  it('groups the lines by department in the order they come, unknown ones apart', () => {
    const groups = groupLines(
      [line(1), line(2), line(3), line(4)],
      new Map([
        [1, 'Crèmerie'],
        [2, 'Épicerie'],
        [3, 'Crèmerie'],
      ]),
    );
    expect(groups.map((g) => [g.department, g.lines.map((l) => l.id)])).toEqual([
      ['Crèmerie', [1, 3]],
      ['Épicerie', [2]],
      ['Autres produits', [4]],
    ]);
  });

  it('shows at most 5 pre-checkout pushes, each only when it applies', () => {
    const cart = {
      magasin: { allowCodePromo: true, hasChoixSubstitution: true },
      reductions: [],
    } as unknown as ShopCart;
    const all = pushes(cart, 'drive', {
      nextSlot: 'mardi 25 novembre à 10h',
      minimumDeliveryCents: 5000,
      bagCents: 15,
    });
    expect(all.map((p) => p.title)).toEqual([
      'Prochain créneau drive',
      'Sacs consignés',
      'Livraison à domicile',
      'Produits de remplacement',
      'Code promo',
    ]);
    expect(all[1]?.text).toMatch(/0,15\s€/);
    const caterer = pushes(
      {
        magasin: { allowCodePromo: false, hasChoixSubstitution: false },
        reductions: [],
      } as unknown as ShopCart,
      'click_and_collect_traiteur_noel',
      { nextSlot: 'x', minimumDeliveryCents: 5000, bagCents: null },
    );
    expect(caterer.map((p) => p.title)).toEqual(['Dates de retrait']);
  });
});

describe('cart state after login', () => {
  const state = (type: CartLoginState['type'], reported = 0) =>
    ({
      type,
      indisponibles: Array.from({ length: reported }, () => ({})),
      quantiteInsuffisante: [],
    }) as unknown as CartLoginState;

  it('opens the popin to complete or recover, and after a merge only with something to report', () => {
    expect(cartStateNeedsPopin(null)).toBe(false);
    expect(cartStateNeedsPopin(state('aucun'))).toBe(false);
    expect(cartStateNeedsPopin(state('completer'))).toBe(true);
    expect(cartStateNeedsPopin(state('recupere'))).toBe(true);
    expect(cartStateNeedsPopin(state('fusionne'))).toBe(false);
    expect(cartStateNeedsPopin(state('fusionne', 1))).toBe(true);
  });

  it('says what a store change does to the basket', () => {
    expect(storeChangeWarning(true)).toContain('« Panier sauvegardé »');
    expect(storeChangeWarning(false)).toContain('aux prix du nouveau magasin');
  });
});

describe('a gift card line of /panier', () => {
  const product = {
    designation: 'Carte cadeau Cabas',
    marque: 'Cabas',
    url: '/article/30000/carte-cadeau-cabas',
    visuel: '/images/30000.svg',
    quantite_libelle: null,
    qte_pas: 1,
    qte_min_panier: 1,
    qte_max_panier: 10,
    pft: false,
    types_panier: ['drive'],
    type: 'CKDO',
    prix: 10,
    avantages: [],
    jours_retraits: [],
    infos_vendeur: null,
  };
  const cartLine = (montant: number | null) =>
    ({
      id: 7,
      produit_id: 30000,
      montant,
      quantite: 2,
      designation: 'Carte cadeau Cabas',
      prix_unitaire: montant ?? 10,
      montant_ttc: 2 * (montant ?? 10),
      montant_ttc_sans_remise: 2 * (montant ?? 10),
      substitution_accord: false,
      disponible: true,
      message_indisponibilite: null,
      produit: product,
    }) as unknown as CartLine;

  it('is named by its amount and priced at it', () => {
    expect(lineView(decodeCartLine(cartLine(50)))).toMatchObject({
      giftCardAmount: 50,
      designation: 'Carte cadeau de 50 €',
      quantity: 2,
      unitPriceCents: 5000,
      totalCents: 10_000,
    });
    expect(lineView(decodeCartLine(cartLine(null)))).toMatchObject({
      giftCardAmount: null,
      designation: 'Carte cadeau Cabas',
    });
  });
});
