import { API_ERROR_CODES } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import {
  giftCardErrorOpensPopin,
  instalmentsPossible,
  isCompletePostalCode,
  normalizePostalCode,
  remainingToPayCents,
  stepGuard,
  walletAmountCents,
  warningsToShow,
} from './checkout-rules.ts';

const none = { exists: false, hasService: false, isHomeDelivery: false, hasAddress: false, hasSlot: false };

describe('stepGuard', () => {
  it('always shows step 1', () => expect(stepGuard('start', none)).toBeNull());
  it('sends a later step back to step 1 without a checkout', () => {
    expect(stepGuard('mode', none)).toBe('start');
    expect(stepGuard('payment', none)).toBe('start');
  });
  it('shows the mode step once the checkout exists', () =>
    expect(stepGuard('mode', { ...none, exists: true })).toBeNull());
  it('needs a service and a slot for the payment step', () => {
    expect(stepGuard('payment', { ...none, exists: true })).toBe('start');
    expect(stepGuard('payment', { ...none, exists: true, hasService: true })).toBe('start');
    expect(stepGuard('payment', { ...none, exists: true, hasService: true, hasSlot: true })).toBeNull();
  });
  it('needs an address in home delivery', () => {
    const lad = { ...none, exists: true, hasService: true, isHomeDelivery: true, hasSlot: true };
    expect(stepGuard('address', lad)).toBeNull();
    expect(stepGuard('payment', lad)).toBe('start');
    expect(stepGuard('payment', { ...lad, hasAddress: true })).toBeNull();
    expect(stepGuard('address', { ...lad, isHomeDelivery: false })).toBe('start');
  });
});

describe('warningsToShow', () => {
  it('hides a warning dismissed today', () => {
    const raised = { magasin_inhabituel: true, premiere_commande: true };
    expect(warningsToShow(raised, new Set())).toEqual(['magasin_inhabituel', 'premiere_commande']);
    expect(warningsToShow(raised, new Set(['premiere_commande'] as const))).toEqual(['magasin_inhabituel']);
    expect(warningsToShow({ premiere_commande: false }, new Set())).toEqual([]);
  });
});

describe('postal code', () => {
  it('keeps at most 5 digits and is complete at exactly 5', () => {
    expect(normalizePostalCode('75a0 01 9')).toBe('75001');
    expect(isCompletePostalCode('7500')).toBe(false);
    expect(isCompletePostalCode('75001')).toBe(true);
  });
});

describe('giftCardErrorOpensPopin', () => {
  it('opens the error popin except on field errors or an unknown checkout', () => {
    expect(giftCardErrorOpensPopin(422, { numero: ['x'] }, undefined)).toBe(false);
    expect(giftCardErrorOpensPopin(422, {}, undefined)).toBe(true);
    expect(giftCardErrorOpensPopin(404, null, API_ERROR_CODES.checkoutNotFound)).toBe(false);
    expect(giftCardErrorOpensPopin(409, null, API_ERROR_CODES.checkoutStale)).toBe(true);
    expect(giftCardErrorOpensPopin(500, null, undefined)).toBe(true);
  });
});

describe('walletAmountCents', () => {
  it('accepts a positive amount with a comma or a dot', () => {
    expect(walletAmountCents('3,5', 10000, 2000)).toBe(350);
    expect(walletAmountCents('3.25', 10000, 2000)).toBe(325);
  });
  it('replaces an amount above the total or the balance by the smaller', () => {
    expect(walletAmountCents('50', 10000, 2000)).toBe(2000);
    expect(walletAmountCents('50', 1500, 2000)).toBe(1500);
  });
  it('resets an empty, invalid or zero amount', () => {
    expect(walletAmountCents('', 10000, 2000)).toBeNull();
    expect(walletAmountCents('abc', 10000, 2000)).toBeNull();
    expect(walletAmountCents('0', 10000, 2000)).toBeNull();
    expect(walletAmountCents('-3', 10000, 2000)).toBeNull();
  });
});

describe('amounts', () => {
  it('remaining to pay is the total minus the gift card', () => {
    expect(remainingToPayCents(8000, 3000)).toBe(5000);
    expect(remainingToPayCents(2000, 3000)).toBe(0);
  });
  it('instalments between 200 and 3,000 euros', () => {
    expect(instalmentsPossible(19999)).toBe(false);
    expect(instalmentsPossible(20000)).toBe(true);
    expect(instalmentsPossible(300000)).toBe(true);
    expect(instalmentsPossible(300001)).toBe(false);
  });
});
