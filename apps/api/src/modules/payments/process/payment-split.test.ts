import { paymentMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { payableCheckoutContext } from '../../../../test/fixtures/checkout-context.ts';
import { splitOf, walletWanted } from './payment-split.ts';

const card = {
  id: 60,
  type_carte: 'CRF',
  sous_type: 'CRF',
  numero: '9250000000000101',
  solde_cents: 400,
  expired: 0 as const,
};

describe('the payment split', () => {
  it('takes the checkout’s cagnotte, or the one sent with the call on its card', () => {
    const ctx = payableCheckoutContext();
    ctx.loyaltyCards = [card];
    expect(walletWanted(ctx, undefined)).toEqual({ cardId: null, cents: 0, fromCall: false });
    ctx.row.wallet_cents = 250;
    ctx.row.wallet_card_id = card.id;
    expect(walletWanted(ctx, undefined)).toEqual({ cardId: card.id, cents: 250, fromCall: false });
    expect(walletWanted(ctx, { montant: 1.5 })).toEqual({ cardId: card.id, cents: 150, fromCall: true });
    expect(walletWanted(ctx, { montant: 1, carte: 61 })).toEqual({ cardId: 61, cents: 100, fromCall: true });
  });

  it('pays the gift card first, the cagnotte within its balance, the card the rest', () => {
    const ctx = payableCheckoutContext();
    // 12,50 € + 2 × 3,75 € + 3 € of slot.
    expect(splitOf(ctx, { cardId: 60, cents: 250, fromCall: true }, 400)).toEqual({
      giftCard: 0,
      tirelire: 250,
      card: 2300 - 250,
    });
    expect(() => splitOf(ctx, { cardId: 60, cents: 500, fromCall: true }, 400)).toThrow(
      paymentMessages.tirelireTooHigh,
    );
    // The checkout's own cagnotte is taken within what fits, never refused.
    expect(splitOf(ctx, { cardId: 60, cents: 500, fromCall: false }, 400).tirelire).toBe(400);
  });
});
