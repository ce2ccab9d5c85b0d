import { describe, expect, it } from 'vitest';
import { offerAdvantageText } from './subscription-view.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('offerAdvantageText', () => {
  it('says from which amount delivery is offered, and instead of what price', () => {
    expect(plain(offerAdvantageText(6000, 890))).toBe(
      "La livraison à domicile offerte dès 60,00 € d'achat (au lieu de 8,90 € par livraison), pendant toute la durée de l'abonnement.",
    );
  });

  it('leaves out a free or unknown delivery price, and a missing minimum', () => {
    expect(plain(offerAdvantageText(null, 0))).toBe(
      "La livraison à domicile offerte sur toutes vos commandes, pendant toute la durée de l'abonnement.",
    );
    expect(plain(offerAdvantageText(6000, null))).not.toContain('au lieu de');
  });
});
