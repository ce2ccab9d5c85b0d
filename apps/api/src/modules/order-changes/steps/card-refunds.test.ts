import { describe, expect, it } from 'vitest';
import { placedOrder } from '../../../../test/helpers/order-change-fixtures.ts';
import {
  cancelCardRefunds,
  cancelRefundOf,
  cardBackOfRefunds,
  cardLeftOf,
  cardNotChargedOf,
  changeCardRefunds,
  paidMeansOf,
} from './card-refunds.ts';

const sessions = [
  { id: 'first', provider: 'sandbox', card_cents: 6000 },
  { id: 'extra', provider: 'sandbox', card_cents: 1500 },
];
const sandbox = (sessionId: string) => ({ provider: 'sandbox', sessionId, orderId: 7 });
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
      { id: 'first', provider: 'sandbox', mode: 'vente', cents: 5000 },
      { id: 'extra', provider: 'sandbox', mode: 'vente', cents: -500 },
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
      { key: 'modification:31:extra', path: 'remboursement', ...sandbox('extra'), cents: 1500 },
      { key: 'modification:31:first', path: 'remboursement', ...sandbox('first'), cents: 500 },
    ]);
    expect(changeCardRefunds(7, 31, left, 1000)).toEqual([
      { key: 'modification:31:extra', path: 'remboursement', ...sandbox('extra'), cents: 1000 },
    ]);
  });

  it('a cancel refunds what each payment still holds; its refund is read back from its keys', () => {
    const partly = cardLeftOf(sessions, [refund('first', 1000, 'modification:31:first')]);
    const refunds = cancelCardRefunds(7, partly);
    expect(refunds).toEqual([
      { key: 'annulation:7:first', path: 'remboursement', ...sandbox('first'), cents: 5000 },
      { key: 'annulation:7:extra', path: 'remboursement', ...sandbox('extra'), cents: 1500 },
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

describe('the card of an order authorised and not captured yet (decision 109)', () => {
  const authorised = [
    { id: 'first', provider: 'sandbox', card_cents: 6000, capture_mode: 'autorisation' as const },
    { id: 'extra', provider: 'sandbox', card_cents: 1500, capture_mode: 'autorisation' as const },
  ];
  const reduction = (sessionId: string, cents: number, key: string) => ({
    ...refund(sessionId, cents, key),
    kind: 'reduction' as const,
  });

  it('counts each lowering once: refunds, reductions and the capture’s give-back', () => {
    const left = cardLeftOf(
      authorised,
      [refund('first', 100, 'ancien')],
      [reduction('first', 900, 'modification:30:first'), reduction('extra', 500, 'modification:30:extra')],
      [{ payment_session_id: 'extra', amount_cents: 200 }],
    );
    expect(left.map((s) => [s.id, s.mode, s.cents])).toEqual([
      ['first', 'autorisation', 5000],
      ['extra', 'autorisation', 800],
    ]);
  });

  it('a change lowers the authorisation; a cancel releases it; nothing is refunded', () => {
    const left = cardLeftOf(authorised, []);
    const lowered = changeCardRefunds(7, 31, left, 2000);
    expect(lowered.map((r) => [r.key, r.path, r.cents])).toEqual([
      ['modification:31:extra', 'reduction', 1500],
      ['modification:31:first', 'reduction', 500],
    ]);
    expect(cardBackOfRefunds(lowered)).toEqual({ refunded: 0, notCharged: 2000 });
    const released = cancelCardRefunds(7, left);
    expect(released.map((r) => [r.key, r.path, r.cents])).toEqual([
      ['annulation:7:first', 'liberation', 6000],
      ['annulation:7:extra', 'liberation', 1500],
    ]);
    const releases = released.map((r) => ({
      ...refund(r.sessionId, r.cents, r.key),
      kind: 'liberation' as const,
    }));
    expect(cancelRefundOf(placedOrder({ id: 7 }), [], releases).card).toBe(7500);
  });

  it('refunds once the order is captured, a sale always; waits while the capture is asked', () => {
    const left = cardLeftOf(authorised, []);
    expect(changeCardRefunds(7, 31, left, 100, 'effectuee')[0]!.path).toBe('remboursement');
    expect(cancelCardRefunds(7, left, 'effectuee').map((r) => r.path)).toEqual([
      'remboursement',
      'remboursement',
    ]);
    const mixed = cardLeftOf([{ ...authorised[0]!, capture_mode: 'vente' as const }, authorised[1]!], []);
    expect(cancelCardRefunds(7, mixed).map((r) => r.path)).toEqual(['remboursement', 'liberation']);
    expect(() => changeCardRefunds(7, 31, left, 100, 'demandee')).toThrow(/en cours d’encaissement/);
    expect(() => cancelCardRefunds(7, left, 'demandee')).toThrow(/réessayez l’annulation/);
  });

  it('tells the shopper’s screens what would never be debited, as the change or cancel would spread it', () => {
    const left = cardLeftOf(authorised, []);
    expect(cardNotChargedOf(left, 2000, 'aucune', 'modification')).toBe(2000);
    expect(cardNotChargedOf(left, 7500, 'aucune', 'annulation')).toBe(7500);
    expect(cardNotChargedOf(left, 2000, 'effectuee', 'modification')).toBe(0);
    // A capture under way refuses the change itself; the screen reads it as a refund, never throws.
    expect(cardNotChargedOf(left, 2000, 'demandee', 'modification')).toBe(0);
    const mixed = cardLeftOf([{ ...authorised[0]!, capture_mode: 'vente' as const }, authorised[1]!], []);
    // The latest payment (authorised, 15 €) first, then the sale (refunded).
    expect(cardNotChargedOf(mixed, 2000, 'aucune', 'modification')).toBe(1500);
    expect(cardNotChargedOf(mixed, 7500, 'aucune', 'annulation')).toBe(1500);
  });
});
