import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GIFT_CARD_RANGE,
  giftCardAmountRefusal,
  giftCardNumberError,
  giftCardPinError,
  giftCardRangeOfCents,
  giftCardUse,
  maskCardNumber,
  remainingToPay,
  typedGiftCardAmountRefusal,
} from './gift-card.ts';

const now = new Date('2026-11-21T10:00:00Z');

describe('gift card', () => {
  it('wants 21 digits and a 4-digit PIN', () => {
    expect(giftCardNumberError('123456789012345678901')).toBeNull();
    expect(giftCardNumberError('1234 5678 9012 3456 78901')).toBeNull();
    expect(giftCardNumberError('')).toBe('requis');
    expect(giftCardNumberError('12345')).toBe('longueur');
    expect(giftCardNumberError('12345678901234567890A')).toBe('invalide');
    expect(giftCardPinError('1234')).toBeNull();
    expect(giftCardPinError(' ')).toBe('requis');
    expect(giftCardPinError('123')).toBe('longueur');
    expect(giftCardPinError('12a4')).toBe('invalide');
  });

  it('pays at most its balance and the total', () => {
    const card = { balanceCents: 5000, expiresAt: '2027-01-01T00:00:00Z' };
    expect(giftCardUse(card, 12_000, now)).toEqual({ usedCents: 5000, remainingCents: 7000 });
    expect(giftCardUse(card, 3000, now)).toEqual({ usedCents: 3000, remainingCents: 0 });
  });

  it('refuses an expired or empty card', () => {
    expect(giftCardUse({ balanceCents: 5000, expiresAt: '2026-11-21T10:00:00Z' }, 100, now)).toEqual({
      refusal: 'expiree',
    });
    expect(giftCardUse({ balanceCents: 0, expiresAt: '2027-01-01T00:00:00Z' }, 100, now)).toEqual({
      refusal: 'vide',
    });
  });

  it('masks all but the last 4 digits and never leaves a negative remainder', () => {
    expect(maskCardNumber('123456789012345678901')).toBe('•••• •••• 8901');
    expect(remainingToPay(10_000, 2500, 1000)).toBe(6500);
    expect(remainingToPay(1000, 2500)).toBe(0);
  });
});

describe('gift card amount in the cart', () => {
  const range = { min: 10, max: 150 };

  it('accepts whole euros within config_prix', () => {
    expect(giftCardAmountRefusal(10, range)).toBeNull();
    expect(giftCardAmountRefusal(50, range)).toBeNull();
    expect(giftCardAmountRefusal(150, range)).toBeNull();
  });

  it('refuses a missing, fractional, too small or too large amount', () => {
    expect(giftCardAmountRefusal(undefined, range)).toEqual({ code: 'montant_requis' });
    expect(giftCardAmountRefusal(null, range)).toEqual({ code: 'montant_requis' });
    expect(giftCardAmountRefusal(Number.NaN, range)).toEqual({ code: 'montant_requis' });
    expect(giftCardAmountRefusal(20.5, range)).toEqual({ code: 'montant_entier' });
    expect(giftCardAmountRefusal(9, range)).toEqual({ code: 'montant_min', limit: 10 });
    expect(giftCardAmountRefusal(151, range)).toEqual({ code: 'montant_max', limit: 150 });
  });

  it('reads a typed amount: digits only', () => {
    expect(typedGiftCardAmountRefusal(' 50 ', range)).toBeNull();
    expect(typedGiftCardAmountRefusal('', range)).toEqual({ code: 'montant_requis' });
    expect(typedGiftCardAmountRefusal('50,5', range)).toEqual({ code: 'montant_entier' });
    expect(typedGiftCardAmountRefusal('-5', range)).toEqual({ code: 'montant_entier' });
    expect(typedGiftCardAmountRefusal('5', range)).toEqual({ code: 'montant_min', limit: 10 });
  });

  it('takes the range of the product, else the default one', () => {
    expect(giftCardRangeOfCents(1000, 15000)).toEqual({ min: 10, max: 150 });
    expect(giftCardRangeOfCents(null, 15000)).toEqual(DEFAULT_GIFT_CARD_RANGE);
  });
});
