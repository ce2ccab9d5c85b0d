import { describe, expect, it } from 'vitest';
import { placedOrder } from '../../../../test/helpers/order-change-fixtures.ts';
import {
  cancelCardRefunds,
  cancelRefundOf,
  cardLeftOf,
  changeCardRefunds,
  paidMeansOf,
} from './card-refunds.ts';

const sessions = [
  { id: 'first', provider: 'sandbox', card_cents: 6000 },
  { id: 'extra', provider: 'sandbox', card_cents: 1500 },
];
const refund = (sessionId: string, cents: number, key: string) => ({
  payment_session_id: sessionId,
  amount_cents: cents,
  idempotency_key: key,
});

describe('what the card payments of an order still hold', () => {
  it('is each payment minus its refunds; the means count no payment below zero', () => {
    const left = cardLeftOf(sessions, [
      refund('first', 1000, 'modification:1:first'),
      refund('extra', 2000, 'x'),
    ]);
    expect(left).toEqual([
      { id: 'first', provider: 'sandbox', cents: 5000 },
      { id: 'extra', provider: 'sandbox', cents: -500 },
    ]);
    expect(paidMeansOf(placedOrder({ gift_card_cents: 700, tirelire_cents: 50 }), left)).toEqual({
      card: 5000,
      giftCard: 700,
      tirelire: 50,
    });
  });
});

describe('the card refunds of a change and of a cancel', () => {
  const left = cardLeftOf(sessions, []);

  it('a change refunds the latest payment first, then the earlier ones, once per change and payment', () => {
    expect(changeCardRefunds(7, 31, left, 2000)).toEqual([
      { key: 'modification:31:extra', provider: 'sandbox', sessionId: 'extra', orderId: 7, cents: 1500 },
      { key: 'modification:31:first', provider: 'sandbox', sessionId: 'first', orderId: 7, cents: 500 },
    ]);
    expect(changeCardRefunds(7, 31, left, 1000)).toEqual([
      { key: 'modification:31:extra', provider: 'sandbox', sessionId: 'extra', orderId: 7, cents: 1000 },
    ]);
  });

  it('a cancel refunds what each payment still holds; its refund is read back from its keys', () => {
    const partly = cardLeftOf(sessions, [refund('first', 1000, 'modification:31:first')]);
    const refunds = cancelCardRefunds(7, partly);
    expect(refunds).toEqual([
      { key: 'annulation:7:first', provider: 'sandbox', sessionId: 'first', orderId: 7, cents: 5000 },
      { key: 'annulation:7:extra', provider: 'sandbox', sessionId: 'extra', orderId: 7, cents: 1500 },
    ]);
    const stored = [
      refund('first', 1000, 'modification:31:first'),
      ...refunds.map((r) => refund(r.sessionId, r.cents, r.key)),
      refund('first', 999, 'annulation:70:first'),
    ];
    expect(cancelRefundOf(placedOrder({ id: 7, gift_card_cents: 300 }), stored)).toEqual({
      card: 6500,
      giftCard: 300,
      tirelire: 0,
    });
  });
});
