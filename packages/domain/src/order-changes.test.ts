import { describe, expect, it } from 'vitest';
import {
  orderChangeRefusal,
  orderTotalDifference,
  refundRetryDelayMs,
  refundSplit,
  stockDifference,
} from './order-changes.ts';

const now = new Date('2026-11-26T10:00:00Z');

describe('order change cut-off', () => {
  it('allows a placed order before its slot’s cut-off', () => {
    expect(orderChangeRefusal({ status: 'COMMANDEE', slotCutoffAt: '2026-11-26T10:00:01Z' }, now)).toBeNull();
  });

  it('refuses at and after the cut-off', () => {
    expect(orderChangeRefusal({ status: 'COMMANDEE', slotCutoffAt: '2026-11-26T10:00:00Z' }, now)).toBe(
      'delai_depasse',
    );
    expect(orderChangeRefusal({ status: 'COMMANDEE', slotCutoffAt: '2026-11-26T09:00:00Z' }, now)).toBe(
      'delai_depasse',
    );
  });

  it('refuses an order that is no longer placed, or that has no slot', () => {
    expect(orderChangeRefusal({ status: 'ANNULEE', slotCutoffAt: '2026-11-27T10:00:00Z' }, now)).toBe(
      'statut',
    );
    expect(orderChangeRefusal({ status: 'EN_ATTENTE', slotCutoffAt: '2026-11-27T10:00:00Z' }, now)).toBe(
      'statut',
    );
    expect(orderChangeRefusal({ status: 'COMMANDEE', slotCutoffAt: null }, now)).toBe('sans_creneau');
  });
});

describe('refund split', () => {
  it('gives back the card first, then the gift card, then the cagnotte', () => {
    expect(refundSplit(1500, { card: 1000, giftCard: 300, tirelire: 500 })).toEqual({
      card: 1000,
      giftCard: 300,
      tirelire: 200,
    });
  });

  it('never gives back more than was paid', () => {
    expect(refundSplit(9999, { card: 100, giftCard: 0, tirelire: 50 })).toEqual({
      card: 100,
      giftCard: 0,
      tirelire: 50,
    });
    expect(refundSplit(-5, { card: 100, giftCard: 0, tirelire: 0 })).toEqual({
      card: 0,
      giftCard: 0,
      tirelire: 0,
    });
  });
});

describe('differences', () => {
  it('is positive when the new total is higher', () => {
    expect(orderTotalDifference(4000, 4550)).toBe(550);
    expect(orderTotalDifference(4000, 3000)).toBe(-1000);
  });

  it('takes and gives back stock by difference, in product order', () => {
    expect(
      stockDifference(
        [
          { productId: 3, units: 2 },
          { productId: 1, units: 1 },
        ],
        [
          { productId: 1, units: 1 },
          { productId: 3, units: 5 },
          { productId: 2, units: 1 },
        ],
      ),
    ).toEqual([
      { productId: 2, units: 1 },
      { productId: 3, units: 3 },
    ]);
    expect(stockDifference([{ productId: 4, units: 2 }], [])).toEqual([{ productId: 4, units: -2 }]);
  });
});

describe('asking a refund again', () => {
  it('waits longer after each failure, never more than 6 hours', () => {
    expect([0, 1, 2, 3].map(refundRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(refundRetryDelayMs(9)).toBe(6 * 3_600_000);
    expect(refundRetryDelayMs(1000)).toBe(6 * 3_600_000);
  });
});
