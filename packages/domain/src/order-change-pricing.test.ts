import { describe, expect, it } from 'vitest';
import type { ImmediateReduction, PromoCodeRule } from './cart-totals.ts';
import {
  type CurrentOffer,
  type EditedAmounts,
  isEditPricingRefusal,
  type OrderReduction,
  type PlacedLine,
  priceEditedLines,
} from './order-change-pricing.ts';

const line = (productId: number, quantity: number, unit: number, reduction = 0): PlacedLine => ({
  productId,
  designation: `Produit ${productId}`,
  quantity,
  unitPriceCents: unit,
  totalCents: unit * quantity - reduction,
  reductionCents: reduction,
  substitution: true,
  giftCardCents: 0,
});
const offer = (priceCents: number, strikePriceCents: number | null = null): CurrentOffer => ({
  designation: 'Nouveau produit',
  priceCents,
  strikePriceCents,
  weighed: false,
});
const minus30: ImmediateReduction = { lot: null, nb_pdt_lot: null, valeur: 30, unite: '%' };
const threeForTwo: ImmediateReduction = { lot: 1, nb_pdt_lot: 3, valeur: 33.3333, unite: '%' };
const promo10: PromoCodeRule = {
  percent: 10,
  amountCents: null,
  minBasketCents: 3000,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2026-01-31T00:00:00Z',
  storeIds: null,
  firstOrderOnly: false,
};
const promoReduction = (cents: number): OrderReduction => ({
  type: 'code_promo',
  libelle: 'Code promo DIX',
  cents,
  code: 'DIX',
});

function price(input: Partial<Parameters<typeof priceEditedLines>[0]>): EditedAmounts {
  const out = priceEditedLines({
    placed: [],
    wanted: [],
    offers: new Map(),
    reductionsNow: new Map(),
    reductionsAtOrder: new Map(),
    orderReductions: [],
    promoRules: new Map(),
    ...input,
  });
  if (isEditPricingRefusal(out)) throw new Error('refused');
  return out;
}

describe('the price of an edited order', () => {
  it('leaves an unchanged order exactly as it was, reductions included', () => {
    const placed = [line(1, 2, 500, 300), line(2, 1, 4000)];
    const out = price({
      placed,
      wanted: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      orderReductions: [promoReduction(470)],
      promoRules: new Map([['DIX', promo10]]),
    });
    expect(out.linesCents).toBe(700 + 4000);
    expect(out.immediateCents).toBe(300);
    expect(out.lines.map((l) => l.totalCents)).toEqual([700, 4000]);
    expect(out.reductions).toEqual([promoReduction(470)]);
    expect(out.droppedCodes).toEqual([]);
  });

  it('takes the reduction of a removed line away with it', () => {
    const out = price({
      placed: [line(1, 2, 500, 300), line(2, 1, 4000)],
      wanted: [{ productId: 2, quantity: 1 }],
    });
    expect(out.linesCents).toBe(4000);
    expect(out.immediateCents).toBe(0);
  });

  it('prices a changed quantity with the reductions of the day the order was placed', () => {
    const out = price({
      placed: [line(1, 3, 300, 300)],
      wanted: [{ productId: 1, quantity: 2 }],
      reductionsAtOrder: new Map([[1, [threeForTwo]]]),
      reductionsNow: new Map(),
    });
    // Two units no longer make a lot of three: the free unit goes.
    expect(out.lines[0]).toMatchObject({ quantity: 2, totalCents: 600, reductionCents: 0 });

    const more = price({
      placed: [line(1, 1, 1000, 300)],
      wanted: [{ productId: 1, quantity: 3 }],
      reductionsAtOrder: new Map([[1, [minus30]]]),
    });
    expect(more.lines[0]).toMatchObject({ totalCents: 2100, reductionCents: 900 });
  });

  it('prices a new product at the current price with the current reductions, the regular price past 6 units', () => {
    const out = price({
      placed: [],
      wanted: [{ productId: 9, quantity: 8 }],
      offers: new Map([[9, offer(100, 150)]]),
      reductionsNow: new Map([[9, [minus30]]]),
    });
    // 6 × 1,00 € + 2 × 1,50 €, minus 30 % on the first 6.
    expect(out.lines[0]).toMatchObject({ unitPriceCents: 100, totalCents: 900 - 180, reductionCents: 180 });
  });

  it('re-applies a percentage code to the new basket, and drops it below the minimum', () => {
    const placed = [line(1, 1, 2000), line(2, 1, 2000)];
    const both = [
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 2 },
    ];
    const up = price({
      placed,
      wanted: both,
      orderReductions: [promoReduction(400)],
      promoRules: new Map([['DIX', promo10]]),
    });
    expect(up.reductions).toEqual([promoReduction(600)]);
    const down = price({
      placed,
      wanted: [{ productId: 1, quantity: 1 }],
      orderReductions: [promoReduction(400)],
      promoRules: new Map([['DIX', promo10]]),
    });
    expect(down.reductions).toEqual([]);
    expect(down.droppedCodes).toEqual(['DIX']);
  });

  it('keeps a reduction without a known rule, never above the basket', () => {
    const out = price({
      placed: [line(1, 1, 2000), line(2, 1, 300)],
      wanted: [{ productId: 2, quantity: 1 }],
      orderReductions: [{ type: 'bon_achat', libelle: 'Bon d’achat', cents: 500, code: null }],
    });
    expect(out.reductions).toEqual([{ type: 'bon_achat', libelle: 'Bon d’achat', cents: 300, code: null }]);
  });

  it('refuses a product the store does not sell', () => {
    const out = priceEditedLines({
      placed: [],
      wanted: [{ productId: 5, quantity: 1 }],
      offers: new Map(),
      reductionsNow: new Map(),
      reductionsAtOrder: new Map(),
      orderReductions: [],
      promoRules: new Map(),
    });
    expect(out).toEqual({ productId: 5, reason: 'unknown_product' });
  });
});
