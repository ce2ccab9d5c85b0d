import { describe, expect, it } from 'vitest';
import { mainTillPayment, type TillCard, tillLoyalty, tillPaymentCode } from './till-receipts.ts';

const own: TillCard = {
  typeCarte: 'CP',
  sousType: 'CP',
  expired: false,
  active: true,
  holderIsPro: false,
  held: true,
};
const amounts = { earnedCents: 123, spentCents: 500 };

describe('a till receipt’s loyalty', () => {
  it('credits and debits a consumer’s card, and files the receipt in her tickets', () => {
    expect(tillLoyalty(own, true, amounts)).toEqual({
      outcome: 'credite',
      creditCents: 123,
      debitCents: 500,
      customerReceipt: true,
    });
  });

  it('earns nothing on a pro’s, an expired, an inactive or a payment card, but still debits', () => {
    for (const card of [
      { ...own, holderIsPro: true },
      { ...own, expired: true },
      { ...own, active: false },
      { ...own, typeCarte: 'C4', sousType: 'CRF' },
    ]) {
      const loyalty = tillLoyalty(card, true, amounts);
      expect(loyalty).toMatchObject({ outcome: 'sans_gain', creditCents: 0, debitCents: 500 });
    }
    expect(tillLoyalty({ ...own, holderIsPro: true }, true, amounts).customerReceipt).toBe(false);
  });

  it('credits a partner card still in the issuer’s register, with no customer’s receipt', () => {
    const issued = { ...own, typeCarte: 'CRF', sousType: 'CRF', held: false };
    expect(tillLoyalty(issued, true, amounts)).toMatchObject({
      outcome: 'credite',
      creditCents: 123,
      customerReceipt: false,
    });
  });

  it('moves nothing without a card or for a card nobody issued', () => {
    expect(tillLoyalty(null, false, amounts)).toMatchObject({
      outcome: 'sans_carte',
      creditCents: 0,
      debitCents: 0,
    });
    expect(tillLoyalty(null, true, amounts)).toMatchObject({
      outcome: 'carte_inconnue',
      creditCents: 0,
      debitCents: 0,
    });
  });
});

describe('a till’s payment labels', () => {
  it('keeps the receipts’ codes for the usual ones and the till’s label for others', () => {
    expect(tillPaymentCode('CB')).toBe('cb');
    expect(tillPaymentCode(' Carte  bancaire ')).toBe('cb');
    expect(tillPaymentCode('Espèces')).toBe('especes');
    expect(tillPaymentCode('Titres-restaurant')).toBe('ticket_restaurant');
    expect(tillPaymentCode('Chèque')).toBe('Chèque');
  });

  it('lists a receipt under its largest payment that is not the cagnotte', () => {
    expect(
      mainTillPayment([
        { label: 'Cagnotte fidélité', cents: 5000 },
        { label: 'Espèces', cents: 300 },
        { label: 'CB', cents: 1200 },
      ]),
    ).toBe('cb');
    expect(mainTillPayment([{ label: 'Cagnotte', cents: 500 }])).toBe('Cagnotte');
  });
});
