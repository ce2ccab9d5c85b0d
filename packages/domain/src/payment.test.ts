import { describe, expect, it } from 'vitest';
import {
  canApply,
  createsOrder,
  isExpiryValid,
  isLuhnValid,
  SANDBOX_TEST_CARDS,
  sandboxBehaviour,
  splitPayment,
} from './payment.ts';

describe('payment sessions', () => {
  it('moves an open session once, and a pending one only to its final outcome', () => {
    expect(canApply('ouverte', 'acceptee')).toBe(true);
    expect(canApply('acceptee', 'acceptee')).toBe(false);
    expect(canApply('en_attente', 'acceptee')).toBe(true);
    expect(canApply('en_attente', 'refusee')).toBe(true);
    expect(canApply('en_attente', 'en_attente')).toBe(false);
    expect(canApply('acceptee', 'en_attente')).toBe(false);
    expect(canApply('refusee', 'acceptee')).toBe(false);
    expect(canApply('annulee', 'erreur')).toBe(false);
  });

  it('creates an order for an accepted or pending payment only', () => {
    expect(createsOrder('acceptee')).toBe(true);
    expect(createsOrder('en_attente')).toBe(true);
    expect(createsOrder('refusee')).toBe(false);
    expect(createsOrder('annulee')).toBe(false);
  });

  it('splits a total between gift card, cagnotte and card', () => {
    expect(splitPayment(10_000, 3_000, 2_000, 5_000)).toEqual({
      giftCard: 3_000,
      tirelire: 2_000,
      card: 5_000,
    });
    expect(splitPayment(10_000, 0, 2_000, 500)).toEqual({ giftCard: 0, tirelire: 500, card: 9_500 });
    expect(splitPayment(10_000, 12_000, 2_000, 5_000)).toEqual({ giftCard: 10_000, tirelire: 0, card: 0 });
    expect(splitPayment(10_000, 9_000, 5_000, 5_000)).toEqual({ giftCard: 9_000, tirelire: 1_000, card: 0 });
  });
});

describe('sandbox cards', () => {
  it('checks card numbers with the Luhn sum', () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) expect(isLuhnValid(number)).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('41111')).toBe(false);
  });

  it('knows the behaviour of each test card', () => {
    expect(sandboxBehaviour('4000000000000002')).toBe('refusee');
    expect(sandboxBehaviour('4000000000003220')).toBe('3ds');
    expect(sandboxBehaviour('5555555555554444')).toBe('acceptee');
  });

  it('accepts an expiry until the end of its month', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isExpiryValid('11/26', now)).toBe(true);
    expect(isExpiryValid('10/26', now)).toBe(false);
    expect(isExpiryValid('13/30', now)).toBe(false);
    expect(isExpiryValid('1230', now)).toBe(false);
  });
});
