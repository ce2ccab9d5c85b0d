import { describe, expect, it } from 'vitest';
import {
  bulkAddBody,
  cartLineQuery,
  cartMergeQuery,
  cartQuery,
  promoCodeBody,
  setCartLineBody,
} from './cart.ts';
import { cartItemLabel, cartMessages } from './cart-messages.ts';
import { fieldErrorsFromIssues } from './errors.ts';

const errorsOf = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : fieldErrorsFromIssues(result.error!.issues);

describe('cart request schemas', () => {
  it('defaults the cart kind to drive and lower-cases the visitor uuid', () => {
    expect(cartQuery.parse({ uuid: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE' })).toEqual({
      type_panier: 'drive',
      uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    });
    expect(errorsOf(cartQuery.safeParse({ type_panier: 'camion' }) as never)).toEqual({
      type_panier: [cartMessages.typePanier],
    });
    expect(errorsOf(cartMergeQuery.safeParse({ uuid: 'abc' }) as never)).toEqual({
      uuid: [cartMessages.uuidInvalid],
    });
  });

  it('says in French what is wrong with a quantity', () => {
    expect(errorsOf(setCartLineBody.safeParse({}) as never)).toEqual({
      quantite: [cartMessages.quantiteRequired],
    });
    expect(errorsOf(setCartLineBody.safeParse({ quantite: '2' }) as never)).toEqual({
      quantite: [cartMessages.quantite_invalide],
    });
    expect(errorsOf(setCartLineBody.safeParse({ quantite: -1 }) as never)).toEqual({
      quantite: [cartMessages.quantite_negative],
    });
    expect(setCartLineBody.parse({ quantite: 0.25, substitution_accord: true })).toEqual({
      quantite: 0.25,
      substitution_accord: true,
    });
  });

  it('bounds bulk adds and normalises promo codes', () => {
    expect(errorsOf(bulkAddBody.safeParse({ lignes: [] }) as never)).toEqual({
      lignes: [cartMessages.bulkEmpty],
    });
    expect(bulkAddBody.parse({ lignes: [{ produit_id: 3, quantite: 2 }] }).type_panier).toBe('drive');
    expect(promoCodeBody.parse({ code_promo: ' bienvenue10 ' }).code_promo).toBe('BIENVENUE10');
    expect(errorsOf(promoCodeBody.safeParse({ code_promo: 'a b' }) as never)).toEqual({
      code_promo: [cartMessages.promoCodeFormat],
    });
  });

  it('takes a gift card amount in whole euros, in the body or the query', () => {
    expect(setCartLineBody.parse({ quantite: 2, montant: 50 })).toEqual({ quantite: 2, montant: 50 });
    for (const montant of [12.5, '50', null])
      expect(errorsOf(setCartLineBody.safeParse({ quantite: 1, montant }) as never)).toEqual({
        montant: [cartMessages.montant_entier],
      });
    expect(cartLineQuery.parse({ montant: ' 80 ' })).toMatchObject({ montant: 80 });
    expect(errorsOf(cartLineQuery.safeParse({ montant: '2,5' }) as never)).toEqual({
      montant: [cartMessages.montant_entier],
    });
    expect(bulkAddBody.parse({ lignes: [{ produit_id: 3, quantite: 1, montant: 20 }] }).lignes[0]).toEqual({
      produit_id: 3,
      quantite: 1,
      montant: 20,
    });
  });

  it('names a gift card item by its amount', () => {
    expect(cartItemLabel({ designation: 'Carte cadeau Cabas', montant: 50 })).toBe('Carte cadeau de 50 €');
    expect(cartItemLabel({ designation: 'Lait', montant: null })).toBe('Lait');
  });
});
