import { describe, expect, it } from 'vitest';
import {
  invoiceOffered,
  linesAfterReduction,
  lineTracking,
  lineTrackingTone,
  orderBadgeTone,
  orderPaymentModes,
  orderSubtotalCents,
} from './orders-status.ts';

describe('order status', () => {
  it('badges commandee warning, retiree success, any other danger', () => {
    expect(orderBadgeTone('COMMANDEE')).toBe('warning');
    expect(orderBadgeTone('retiree')).toBe('success');
    expect(orderBadgeTone('ANNULEE')).toBe('danger');
    expect(orderBadgeTone('VALIDEE')).toBe('danger');
  });

  it('derives the line delivery status and its tone', () => {
    expect(lineTracking('COMMANDEE')).toBe('EN_ATTENTE');
    expect(lineTracking('VALIDEE')).toBe('EN_COURS');
    expect(lineTracking('RETIREE')).toBe('LIVRE');
    expect(lineTracking('ANNULEE')).toBe('ANNULE');
    expect(lineTrackingTone('LIVRE')).toBe('success');
    expect(lineTrackingTone('EN_ATTENTE')).toBe('orange');
    expect(lineTrackingTone('EN_COURS')).toBe('orange');
    expect(lineTrackingTone('ANNULE')).toBe('warning');
  });

  it('offers an invoice for a withdrawn consumer order only', () => {
    expect(invoiceOffered('RETIREE', false)).toBe(true);
    expect(invoiceOffered('RETIREE', true)).toBe(false);
    expect(invoiceOffered('COMMANDEE', false)).toBe(false);
  });
});

describe('order amounts', () => {
  it('sub-total: the lines before fees and reductions', () => {
    expect(orderSubtotalCents(5300, [{ type: 'creneau', libelle: 'Frais', cents: 500 }], 200)).toBe(5000);
  });

  it('lists what each means of payment took, the card paying the rest', () => {
    expect(
      orderPaymentModes({
        codePaiement: 'cb',
        totalCents: 5000,
        tirelireCents: 300,
        eurocoraCents: 0,
        giftCardCents: 1000,
        reductions: [
          { type: 'code_promo', libelle: 'Code promo BIENVENUE', cents: 200 },
          { type: 'fidelite', libelle: 'Remise fidélité', cents: 100 },
        ],
      }),
    ).toEqual([
      { libelle: 'Code promo BIENVENUE', cents: 200 },
      { libelle: 'Cagnotte', cents: 300 },
      { libelle: 'Carte cadeau', cents: 1000 },
      { libelle: 'Carte bancaire', cents: 3700 },
    ]);
  });

  it('names no card when the gift card paid everything', () => {
    const modes = orderPaymentModes({
      codePaiement: 'cb',
      totalCents: 1000,
      tirelireCents: 0,
      eurocoraCents: 0,
      giftCardCents: 1000,
      reductions: [],
    });
    expect(modes).toEqual([{ libelle: 'Carte cadeau', cents: 1000 }]);
  });
});

describe('lines after the reductions', () => {
  it('shares a reduction in proportion, the odd cents to the largest remainders', () => {
    expect(linesAfterReduction([1000, 2000], 300)).toEqual([900, 1800]);
    const after = linesAfterReduction([333, 333, 334], 100);
    expect(after.reduce((a, b) => a + b, 0)).toBe(900);
    expect(linesAfterReduction([500], 0)).toEqual([500]);
    expect(linesAfterReduction([500], 800)).toEqual([0]);
  });
});
