import { describe, expect, it } from 'vitest';
import { failureLink, proCheckoutFailure } from './pro-checkout-failure.ts';

describe('the pro checkout’s error popin (doc 1 §4, §8)', () => {
  it('a failed creation: the popin, then back to the cart', () => {
    expect(proCheckoutFailure(409, 'Panier modifié.', 'creation')).toEqual({
      message: 'Panier modifié.',
      next: 'panier',
    });
    expect(proCheckoutFailure(404, 'Introuvable', 'creation')).toEqual({
      message:
        'Vous avez dépassé le délai imparti à la validation de votre commande, nous avons dû rafraichir vos informations.',
      next: 'panier',
    });
  });

  it('a server error or an answer without message: the unexpected message, back to the cart', () => {
    expect(proCheckoutFailure(500, 'boom', 'action')).toEqual({
      message: 'Une erreur inattendue est survenue.',
      next: 'panier',
    });
    expect(proCheckoutFailure(409, '  ', 'action')?.message).toBe('Une erreur inattendue est survenue.');
  });

  it('a 404 on a later call: the time-out message, then the pro checkout reloaded', () => {
    expect(proCheckoutFailure(404, 'x', 'action')).toMatchObject({ next: 'recharger' });
    expect(failureLink({ message: 'x', next: 'recharger' })).toEqual({
      to: '/commander-pro',
      label: 'Recharger ma commande',
    });
    expect(failureLink({ message: 'x', next: 'panier' }).to).toBe('/panier?type_panier=drive');
  });

  it('a 422 on a form: no popin (its messages go on the fields)', () => {
    expect(proCheckoutFailure(422, 'Champ invalide', 'action')).toBeNull();
  });

  it('another refusal: the server’s message', () => {
    expect(proCheckoutFailure(409, 'Encours dépassé.', 'action')).toEqual({
      message: 'Encours dépassé.',
      next: 'recharger',
    });
  });
});
