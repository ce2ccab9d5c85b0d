import { describe, expect, it } from 'vitest';
import { placedOrder } from '../../../../test/helpers/order-change-fixtures.ts';
import { storedValueBack } from './stored-value.ts';

describe('the stored value a change gives back', () => {
  const why = { cause: 'modification', key: 'modification:31' } as const;

  it('goes to the cards the order was paid with, cagnotte first, one key per account and cause', () => {
    const order = placedOrder({ loyalty_card_numero: '9130000000001', gift_card_numero: '6000000000002' });
    expect(storedValueBack(order, { giftCard: 400, tirelire: 150 }, why)).toEqual([
      { held: { account: 'cagnotte', numero: '9130000000001', cents: 150 }, key: 'modification:31:cagnotte' },
      {
        held: { account: 'carte_cadeau', numero: '6000000000002', cents: 400 },
        key: 'modification:31:carte_cadeau',
      },
    ]);
  });

  it('gives nothing back of a means not used, or without the card’s number', () => {
    const order = placedOrder({ loyalty_card_numero: '9130000000001', gift_card_numero: null });
    expect(storedValueBack(order, { giftCard: 400, tirelire: 0 }, why)).toEqual([]);
  });
});
