import { describe, expect, it } from 'vitest';
import {
  afterWrongCode,
  isLoyaltyCardLocked,
  loyaltyCardLabel,
  loyaltyTotals,
  mayHoldLoyaltyCards,
  partnerCardKind,
} from './loyalty.ts';

describe('loyalty cards', () => {
  it('tells a Club card (number starting with 9, or none) from a Pass card', () => {
    expect(partnerCardKind('9250000012345678')).toBe('Club');
    expect(partnerCardKind('')).toBe('Club');
    expect(partnerCardKind(null)).toBe('Club');
    expect(partnerCardKind('4970 1234 5678 9012')).toBe('Pass');
  });

  it('names each card type in French', () => {
    expect(loyaltyCardLabel('CRF', '9250000012345678')).toBe('Carte Club partenaire');
    expect(loyaltyCardLabel('CRF', '4970000012345678')).toBe('Carte Pass partenaire');
    expect(loyaltyCardLabel('C4', '4970000012345678')).toBe('Carte de paiement partenaire');
    expect(loyaltyCardLabel('CP', '9130000087654321')).toBe('Carte de réduction Plus');
    expect(loyaltyCardLabel('CM', '9130000087654321')).toBe('Carte de fidélité Cabas');
  });

  it('adds the current and next balances of the cards that are not expired', () => {
    const card = (soldeCents: number, soldeSuivCents: number, points: number, expired = false) => ({
      soldeCents,
      soldeSuivCents,
      soldePoints: points,
      soldePointsSuiv: 10,
      expired,
    });
    expect(loyaltyTotals([card(1250, 150, 0), card(0, 0, 340), card(9999, 1, 5, true)])).toEqual({
      cents: 1400,
      points: 360,
    });
    expect(loyaltyTotals([])).toEqual({ cents: 0, points: 0 });
  });

  it('locks a card at the third wrong code, then gives its attempts back', () => {
    expect(afterWrongCode(0, 3)).toEqual({ failures: 1, locks: false });
    expect(afterWrongCode(1, 3)).toEqual({ failures: 2, locks: false });
    expect(afterWrongCode(2, 3)).toEqual({ failures: 0, locks: true });
    const now = new Date('2026-03-01T10:00:00Z');
    expect(isLoyaltyCardLocked('2026-03-01T10:30:00.000Z', now)).toBe(true);
    expect(isLoyaltyCardLocked('2026-03-01T09:59:00.000Z', now)).toBe(false);
    expect(isLoyaltyCardLocked(null, now)).toBe(false);
  });

  it('is not offered to pros', () => {
    expect(mayHoldLoyaltyCards({ isPro: true })).toBe(false);
    expect(mayHoldLoyaltyCards({ isPro: false })).toBe(true);
  });
});
