import { describe, expect, it } from 'vitest';
import { cardParts, frenchDateTime, frenchSlot, refundLines } from './order-change-text.ts';

describe('texts of the cancel and edit pages', () => {
  it('writes a date and time the French way, in Paris time', () => {
    expect(frenchDateTime('2026-11-25T17:16:00.000Z')).toBe('25 novembre 2026 à 18 h 16');
    expect(frenchDateTime('2026-07-01T06:00:00.000Z')).toBe('1er juillet 2026 à 8 h');
  });

  it('writes a slot with its day and hours', () => {
    expect(frenchSlot({ debut: '2026-12-01T09:00:00.000Z', fin: '2026-12-01T10:00:00.000Z' })).toBe(
      'mardi 1er décembre 2026, de 10 h à 11 h',
    );
    expect(frenchSlot({ debut: '2026-11-26T09:00:00.000Z', fin: '2026-11-26T10:30:00.000Z' })).toBe(
      'jeudi 26 novembre 2026, de 10 h à 11 h 30',
    );
  });

  it('lists only the means that get money back', () => {
    expect(
      refundLines({
        cardCents: 1250,
        cardNotChargedCents: 0,
        giftCardCents: 0,
        walletCents: 300,
        totalCents: 1550,
      }),
    ).toEqual([
      '12,50\u00a0€ remboursés sur votre carte bancaire',
      '3,00\u00a0€ recrédités sur votre cagnotte',
    ]);
  });

  it('tells the part of the card never debited (an authorisation lowered) from a refund', () => {
    const refund = {
      cardCents: 2000,
      cardNotChargedCents: 1500,
      giftCardCents: 0,
      walletCents: 0,
      totalCents: 2000,
    };
    expect(refundLines(refund)).toEqual([
      '5,00\u00a0€ remboursés sur votre carte bancaire',
      '15,00\u00a0€ qui ne seront pas débités de votre carte bancaire',
    ]);
    expect(cardParts(refund)).toEqual({ refundedCents: 500, notChargedCents: 1500 });
    expect(cardParts({ ...refund, cardNotChargedCents: 9999 })).toEqual({
      refundedCents: 0,
      notChargedCents: 2000,
    });
  });
});
