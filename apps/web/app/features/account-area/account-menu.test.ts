import { describe, expect, it } from 'vitest';
import { accountMenu } from './account-menu.tsx';

const labels = (isPro: boolean, bankCardsEligible: boolean) =>
  accountMenu({ isPro, bankCardsEligible }).map((entry) => entry.label);

describe('the account menu', () => {
  it('gives a consumer every entry, bank cards when eligible', () => {
    expect(labels(false, true)).toEqual([
      'Accueil de mon compte',
      'Mes listes de courses',
      'Mes produits habituels',
      'Mes achats et tickets',
      'Mes abonnements',
      'Ma fidélité',
      'Mon profil',
      'Mes adresses',
      'Mes newsletters',
      'Mes cartes bancaires',
    ]);
  });

  it('hides bank cards when the shopper is not eligible', () => {
    expect(labels(false, false)).not.toContain('Mes cartes bancaires');
  });

  it('hides subscriptions, loyalty and bank cards for a pro', () => {
    const pro = labels(true, true);
    for (const hidden of ['Mes abonnements', 'Ma fidélité', 'Mes cartes bancaires'])
      expect(pro).not.toContain(hidden);
    expect(pro).toContain('Mes achats et tickets');
  });

  it('gives the pro services space to a pro only', () => {
    expect(labels(true, false)).toContain('Mon espace pro');
    expect(labels(false, true)).not.toContain('Mon espace pro');
  });
});
