import { API_ERROR_CODES, orderChangeMessages as m } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { BEFORE_CUTOFF, placedOrder, refusalOf } from '../../../../test/helpers/order-change-fixtures.ts';
import { checkNewSlot, pricingFactsOf } from './price-edit.ts';

const slot = (extra: Partial<Parameters<typeof checkNewSlot>[0] & object> = {}) => ({
  id: 501,
  service_id: 40,
  cutoff_at: '2026-12-02T12:00:00.000Z',
  reserved: 3,
  capacity: 4,
  starts_at: '2026-12-02T16:00:00.000Z',
  ends_at: '2026-12-02T17:00:00.000Z',
  ...extra,
});

describe('the slot an edit moves the order to', () => {
  const order = placedOrder();

  it('is one of the order’s service, before its cut-off', () => {
    expect(checkNewSlot(slot(), order, BEFORE_CUTOFF, true)).toEqual({
      id: 501,
      debut: '2026-12-02T16:00:00.000Z',
      fin: '2026-12-02T17:00:00.000Z',
    });
  });

  it('refuses an unknown slot or one of another service (422 on `creneau_id`)', () => {
    for (const row of [undefined, slot({ service_id: 41 })]) {
      expect(refusalOf(() => checkNewSlot(row, order, BEFORE_CUTOFF, false))).toEqual({
        status: 422,
        code: API_ERROR_CODES.orderChangeSlotUnknown,
        message: m.slotUnknown,
        errors: { creneau_id: [m.slotUnknown] },
      });
    }
  });

  it('refuses a slot past its cut-off (409), and a full one only when the draft is saved (409)', () => {
    const closed = slot({ cutoff_at: BEFORE_CUTOFF.toISOString() });
    expect(refusalOf(() => checkNewSlot(closed, order, BEFORE_CUTOFF, false))).toMatchObject({
      status: 409,
      code: API_ERROR_CODES.slotClosed,
      message: m.editTooLate,
    });
    const full = slot({ reserved: 4 });
    expect(refusalOf(() => checkNewSlot(full, order, BEFORE_CUTOFF, true))).toEqual({
      status: 409,
      code: API_ERROR_CODES.slotFull,
      message: m.slotFull,
      errors: { creneau_id: [m.slotFull] },
    });
    expect(checkNewSlot(full, order, BEFORE_CUTOFF, false).id).toBe(501);
  });
});

describe('the pricing facts of an edit', () => {
  it('maps the offers, the immediate reductions by product and the promo code rules', () => {
    const reduction = { product_id: 4, lot: 1, nb_pdt_lot: 2, valeur: 30, unite: '%' as const };
    const facts = pricingFactsOf({
      offers: [
        {
          product_id: 4,
          price_cents: 250,
          strike_price_cents: 300,
          stock: 10,
          reserved: 2,
          designation: 'Pommes',
          is_weighed: 1,
        },
      ],
      running: [reduction, { ...reduction, valeur: 1, unite: 'EUR' as const }],
      atOrder: [],
      promos: [
        {
          code: 'VOISIN3',
          percent: null,
          amount_cents: 300,
          min_basket_cents: 2000,
          starts_at: '2026-01-01',
          ends_at: '2026-12-31',
          store_ids: '[12]',
          first_order_only: 0,
        } as Parameters<typeof pricingFactsOf>[0]['promos'][number],
      ],
    });
    expect(facts.offers.get(4)).toEqual({
      designation: 'Pommes',
      priceCents: 250,
      strikePriceCents: 300,
      weighed: true,
    });
    expect(facts.reductionsNow.get(4)).toEqual([
      { lot: 1, nb_pdt_lot: 2, valeur: 30, unite: '%' },
      { lot: 1, nb_pdt_lot: 2, valeur: 1, unite: 'EUR' },
    ]);
    expect(facts.reductionsAtOrder.size).toBe(0);
    expect(facts.promoRules.get('VOISIN3')).toEqual({
      percent: null,
      amountCents: 300,
      minBasketCents: 2000,
      startsAt: '2026-01-01',
      endsAt: '2026-12-31',
      storeIds: [12],
      firstOrderOnly: false,
    });
  });
});
