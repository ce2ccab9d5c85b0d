import { describe, expect, it } from 'vitest';
import {
  type EarningLine,
  type EarningRule,
  earningCard,
  isRuleActive,
  mayEarnLoyalty,
  orderEarning,
  ruleForLine,
} from './loyalty-earning.ts';

const STORE = 7;
const NOW = new Date('2026-11-29T10:00:00.000Z');

let ids = 0;
const rule = (r: Partial<EarningRule> & Pick<EarningRule, 'scope' | 'kind' | 'rate'>): EarningRule => ({
  id: ++ids,
  storeId: STORE,
  categoryId: null,
  productId: null,
  from: null,
  until: null,
  ...r,
});
const line = (l: Partial<EarningLine> = {}): EarningLine => ({
  productId: 1,
  // The product's category 20501 (yaourts nature), under 205 (yaourts), under department 2.
  categoryPath: [20501, 205, 2],
  finalCents: 1000,
  giftCard: false,
  ...l,
});

const tenPercentOnProduct = rule({ scope: 'produit', productId: 1, kind: 'cagnotte', rate: 1000 });
const fivePercentOnDepartment = rule({ scope: 'rayon', categoryId: 2, kind: 'cagnotte', rate: 500 });
const threePointsOnYogurts = rule({ scope: 'rayon', categoryId: 205, kind: 'points', rate: 3 });
const twoPointsOnDepartment = rule({ scope: 'rayon', categoryId: 2, kind: 'points', rate: 2 });
const onePointEverywhere = rule({ scope: 'magasin', storeId: null, kind: 'points', rate: 1 });

describe('the rule a line earns by', () => {
  const rules = [tenPercentOnProduct, fivePercentOnDepartment, twoPointsOnDepartment, onePointEverywhere];

  it('the product before its department, the department before the store', () => {
    expect(ruleForLine(rules, line(), STORE, 'cagnotte', NOW)).toBe(tenPercentOnProduct);
    expect(ruleForLine(rules, line({ productId: 2 }), STORE, 'cagnotte', NOW)).toBe(fivePercentOnDepartment);
    expect(ruleForLine(rules, line({ productId: 2, categoryPath: [101, 1] }), STORE, 'cagnotte', NOW)).toBe(
      null,
    );
    expect(ruleForLine(rules, line({ categoryPath: [101, 1] }), STORE, 'points', NOW)).toBe(
      onePointEverywhere,
    );
  });

  it('the nearest category before its parents', () => {
    const withYogurts = [...rules, threePointsOnYogurts];
    expect(ruleForLine(withYogurts, line(), STORE, 'points', NOW)).toBe(threePointsOnYogurts);
    expect(ruleForLine(withYogurts, line({ categoryPath: [206, 2] }), STORE, 'points', NOW)).toBe(
      twoPointsOnDepartment,
    );
  });

  it('a store’s own rule before the chain’s, then the higher rate; another store’s never', () => {
    const chain = rule({ scope: 'magasin', storeId: null, kind: 'points', rate: 5 });
    const own = rule({ scope: 'magasin', kind: 'points', rate: 2 });
    const ownBetter = rule({ scope: 'magasin', kind: 'points', rate: 4 });
    const elsewhere = rule({ scope: 'magasin', storeId: STORE + 1, kind: 'points', rate: 9 });
    expect(ruleForLine([chain, own, elsewhere], line(), STORE, 'points', NOW)).toBe(own);
    expect(ruleForLine([own, ownBetter], line(), STORE, 'points', NOW)).toBe(ownBetter);
    expect(ruleForLine([elsewhere], line(), STORE, 'points', NOW)).toBe(null);
  });

  it('only while the rule runs', () => {
    const past = rule({ ...tenPercentOnProduct, until: NOW.toISOString() });
    const future = rule({ ...tenPercentOnProduct, from: '2026-12-01T00:00:00.000Z' });
    expect(ruleForLine([past, future], line(), STORE, 'cagnotte', NOW)).toBe(null);
    expect(isRuleActive({ from: NOW.toISOString(), until: null }, NOW)).toBe(true);
  });

  it('a gift card, a missing line or a refused substitute (0 €) earns nothing', () => {
    expect(ruleForLine(rules, line({ giftCard: true }), STORE, 'points', NOW)).toBe(null);
    expect(ruleForLine(rules, line({ finalCents: 0 }), STORE, 'points', NOW)).toBe(null);
  });
});

describe('what an order earns', () => {
  const rules = [tenPercentOnProduct, twoPointsOnDepartment, onePointEverywhere];

  it('adds the lines exactly, then rounds down once per kind', () => {
    const lines = [
      line({ finalCents: 1999 }), // 10 % = 199.9 cents; 2 points per euro = 39.98
      line({ productId: 3, categoryPath: [101, 1], finalCents: 1250 }), // 1 point per euro = 12.5
      line({ productId: 4, categoryPath: [101, 1], finalCents: 30, giftCard: true }),
    ];
    expect(orderEarning(rules, lines, STORE, NOW)).toEqual({ cents: 199, points: 52 });
  });

  it('small lines are not each rounded away', () => {
    const lines = [1, 2, 3].map(() => line({ finalCents: 55 })); // 3 × 5.5 cents, 3 × 1.1 points
    expect(orderEarning(rules, lines, STORE, NOW)).toEqual({ cents: 16, points: 3 });
  });

  it('a line the store weighed or replaced earns what it finally cost', () => {
    const weighed = orderEarning(rules, [line({ finalCents: 437 })], STORE, NOW);
    expect(weighed).toEqual({ cents: 43, points: 8 });
    expect(orderEarning(rules, [], STORE, NOW)).toEqual({ cents: 0, points: 0 });
  });
});

describe('the card an order credits', () => {
  const club = { numero: '925', typeCarte: 'CRF', sousType: 'CRF', expired: false };
  const own = { numero: '913', typeCarte: 'CM', sousType: 'CP', expired: false };
  const payment = { numero: '497', typeCarte: 'C4', sousType: 'CRF', expired: false };

  it('the own-brand card first, else the first partner card, never an expired or a payment card', () => {
    expect(earningCard([club, own])).toBe('913');
    expect(earningCard([payment, club])).toBe('925');
    expect(earningCard([{ ...own, expired: true }, club])).toBe('925');
    expect(earningCard([payment])).toBe(null);
    expect(earningCard([])).toBe(null);
  });

  it('pros earn nothing', () => {
    expect(mayEarnLoyalty({ isPro: true })).toBe(false);
    expect(mayEarnLoyalty({ isPro: false })).toBe(true);
  });
});
