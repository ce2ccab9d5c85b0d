import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  lineAmounts,
  type PromoCodeRule,
  promoCodeRefusal,
  promoDiscount,
} from './cart-totals.ts';

const line = (quantity: number, reductions = [] as Parameters<typeof lineAmounts>[0]['reductions']) =>
  lineAmounts({ priceCents: 200, strikePriceCents: null, quantity, reductions, weighed: false });

describe('cart totals', () => {
  it('charges the shelf price for the first 6 units and the regular price beyond', () => {
    expect(
      lineAmounts({ priceCents: 150, strikePriceCents: 200, quantity: 8, reductions: [], weighed: false }),
    ).toEqual({ grossCents: 6 * 150 + 2 * 200, reductionCents: 0, netCents: 1300 });
  });

  it('takes an immediate reduction off the first 6 units only', () => {
    expect(line(8, [{ lot: null, nb_pdt_lot: null, valeur: 20, unite: '%' }]).reductionCents).toBe(6 * 40);
    expect(line(2, [{ lot: null, nb_pdt_lot: null, valeur: 100, unite: 'EUR' }]).reductionCents).toBe(200);
  });

  it('applies lots per complete lot: "-30% on the 2nd" and "3 for the price of 2"', () => {
    const second = { lot: 2, nb_pdt_lot: 2, valeur: 30, unite: '%' } as const;
    expect(line(1, [second]).reductionCents).toBe(0);
    expect(line(3, [second]).reductionCents).toBe(60);
    expect(line(9, [second]).reductionCents).toBe(180);
    const threeForTwo = { lot: 1, nb_pdt_lot: 3, valeur: 33, unite: '%' } as const;
    expect(line(3, [threeForTwo]).reductionCents).toBe(198);
  });

  it('keeps the largest of several reductions and none from lots on weighed goods', () => {
    const both = [
      { lot: null, nb_pdt_lot: null, valeur: 10, unite: '%' as const },
      { lot: 2, nb_pdt_lot: 2, valeur: 50, unite: '%' as const },
    ];
    expect(line(2, both).reductionCents).toBe(100);
    expect(
      lineAmounts({ priceCents: 1000, strikePriceCents: null, quantity: 2, reductions: both, weighed: true })
        .reductionCents,
    ).toBe(200);
  });

  it('adds a promo code from its minimum basket, never below zero', () => {
    const rule: PromoCodeRule = {
      percent: null,
      amountCents: 500,
      minBasketCents: 3000,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-12-31T23:59:59.000Z',
      storeIds: [12],
      firstOrderOnly: false,
    };
    expect(promoDiscount(rule, 2999)).toEqual({ applicable: false, cents: 0 });
    expect(promoDiscount(rule, 3000)).toEqual({ applicable: true, cents: 500 });
    expect(promoDiscount({ ...rule, percent: 10, amountCents: null }, 4000)).toEqual({
      applicable: true,
      cents: 400,
    });
    const none = { hasOrdered: false };
    expect(promoCodeRefusal(rule, 12, new Date('2026-06-01T00:00:00Z'), none)).toBeNull();
    expect(promoCodeRefusal(rule, 13, new Date('2026-06-01T00:00:00Z'), none)).toBe('promoCodeNotInStore');
    expect(promoCodeRefusal(rule, 12, new Date('2027-01-01T00:00:00Z'), none)).toBe('promoCodeExpired');
    expect(promoCodeRefusal(rule, 12, new Date('2025-12-01T00:00:00Z'), none)).toBe('promoCodeNotYet');
    const totals = cartTotals(
      [line(2), line(1, [{ lot: null, nb_pdt_lot: null, valeur: 50, unite: 'EUR' }])],
      1000,
    );
    expect(totals).toEqual({ grossCents: 600, immediateReductionCents: 50, promoCents: 550, totalCents: 0 });
  });

  it('keeps a first-order code for a client without any order', () => {
    const welcome = {
      percent: 10,
      amountCents: null,
      minBasketCents: 3000,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-12-31T23:59:59.000Z',
      storeIds: null,
      firstOrderOnly: true,
    };
    const june = new Date('2026-06-01T00:00:00Z');
    expect(promoCodeRefusal(welcome, 12, june, { hasOrdered: false })).toBeNull();
    expect(promoCodeRefusal(welcome, 12, june, { hasOrdered: true })).toBe('promoCodeFirstOrder');
    // An expired welcome code says it has expired, whoever asks.
    expect(promoCodeRefusal(welcome, 12, new Date('2027-01-01T00:00:00Z'), { hasOrdered: true })).toBe(
      'promoCodeExpired',
    );
    expect(
      promoCodeRefusal({ ...welcome, firstOrderOnly: false }, 12, june, { hasOrdered: true }),
    ).toBeNull();
  });
});
