import { describe, expect, it } from 'vitest';
import {
  handedOverStatus,
  invoiceOffered,
  isHandedOver,
  linesAfterReduction,
  lineTracking,
  lineTrackingTone,
  orderBadgeTone,
  orderPaymentModes,
  orderStatusLabel,
  orderSubtotalCents,
} from './orders-status.ts';
import { SLOT_KEEPING_ORDER_STATUSES } from './slots.ts';

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

describe('an order handed over (decision 114)', () => {
  it('closes a home delivery as LIVREE, every other mode as RETIREE', () => {
    expect(handedOverStatus('LDD')).toBe('LIVREE');
    expect(handedOverStatus('ldd')).toBe('LIVREE');
    expect(handedOverStatus('DRIVE')).toBe('RETIREE');
    expect(handedOverStatus('CC')).toBe('RETIREE');
    expect(isHandedOver('livree')).toBe(true);
    expect(isHandedOver('EN_ATTENTE')).toBe(false);
  });

  it('gives a delivered order the success badge, « Livrée », lines LIVRE and the invoice of a consumer', () => {
    expect(orderBadgeTone('LIVREE')).toBe('success');
    expect(orderBadgeTone('livree')).toBe('success');
    expect(orderStatusLabel('LIVREE')).toBe('Livrée');
    expect(lineTracking('LIVREE')).toBe('LIVRE');
    expect(invoiceOffered('LIVREE', false)).toBe(true);
    expect(invoiceOffered('LIVREE', true)).toBe(false);
  });

  it('keeps the slot place of a delivered order', () => {
    expect(SLOT_KEEPING_ORDER_STATUSES).toContain('LIVREE');
  });

  it('labels the store steps: « En préparation », then « Prête » or « En cours de livraison » once prepared', () => {
    expect(orderStatusLabel('VALIDEE')).toBe('En préparation');
    expect(orderStatusLabel('EN_ATTENTE', { prepared: true, codeTypeCommande: 'DRIVE' })).toBe('Prête');
    expect(orderStatusLabel('EN_ATTENTE', { prepared: true, codeTypeCommande: 'LDD' })).toBe(
      'En cours de livraison',
    );
    // A payment the bank still checks is EN_ATTENTE too: not « Prête ».
    expect(orderStatusLabel('EN_ATTENTE')).toBe('En attente');
    expect(orderStatusLabel('EN_ATTENTE', { codeTypeCommande: 'LDD' })).toBe('En attente');
    expect(orderBadgeTone('EN_ATTENTE')).toBe('danger');
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
