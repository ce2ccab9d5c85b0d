import { describe, expect, it } from 'vitest';
import { cardBackOf, cardHeldCents, cardLoweringPath } from './card-lowering.ts';

describe('the path of money given back to a card payment', () => {
  it('refunds a sale, before and after any capture', () => {
    for (const capture of ['aucune', 'demandee', 'effectuee'] as const) {
      expect(cardLoweringPath('vente', capture, 'modification')).toBe('remboursement');
      expect(cardLoweringPath('vente', capture, 'annulation')).toBe('remboursement');
    }
  });

  it('lowers an uncaptured authorisation, and releases it on a cancel: nothing asked as a refund', () => {
    expect(cardLoweringPath('autorisation', 'aucune', 'modification')).toBe('reduction');
    expect(cardLoweringPath('autorisation', 'aucune', 'annulation')).toBe('liberation');
  });

  it('refunds a captured authorisation', () => {
    expect(cardLoweringPath('autorisation', 'effectuee', 'modification')).toBe('remboursement');
    expect(cardLoweringPath('autorisation', 'effectuee', 'annulation')).toBe('remboursement');
  });

  it('waits while the capture is asked and not answered', () => {
    expect(cardLoweringPath('autorisation', 'demandee', 'modification')).toBeNull();
    expect(cardLoweringPath('autorisation', 'demandee', 'annulation')).toBeNull();
  });
});

describe('what the customer is told of her card', () => {
  it('tells refunds from amounts that will not be debited', () => {
    expect(
      cardBackOf([
        { path: 'remboursement', cents: 300 },
        { path: 'reduction', cents: 120 },
        { path: 'liberation', cents: 80 },
      ]),
    ).toEqual({ refunded: 300, notCharged: 200 });
    expect(cardBackOf([])).toEqual({ refunded: 0, notCharged: 0 });
  });

  it('counts each lowering once in what a payment still holds', () => {
    expect(cardHeldCents(5000, { refunded: 700, reduced: 300, released: 0 })).toBe(4000);
    expect(cardHeldCents(5000, { refunded: 0, reduced: 1000, released: 4000 })).toBe(0);
  });
});
