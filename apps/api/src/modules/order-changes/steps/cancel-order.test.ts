import { describe, expect, it } from 'vitest';
import { placedOrder } from '../../../../test/helpers/order-change-fixtures.ts';
import { planCancel } from './cancel-order.ts';
import { cardLeftOf } from './card-refunds.ts';

describe('the plan of a cancel', () => {
  it('gives back all: each card payment’s rest, the cagnotte and gift card, the slot; one e-mail', () => {
    const order = placedOrder({
      tirelire_cents: 300,
      gift_card_cents: 1200,
      loyalty_card_numero: '9130000000001',
      gift_card_numero: '6000000000002',
    });
    const left = cardLeftOf(
      [
        { id: 'first', provider: 'sandbox', card_cents: 4500 },
        { id: 'extra', provider: 'sandbox', card_cents: 800 },
      ],
      [{ payment_session_id: 'first', amount_cents: 500, idempotency_key: 'modification:31:first' }],
    );
    const plan = planCancel(order, left);
    expect(plan.refund).toEqual({ card: 4800, giftCard: 1200, tirelire: 300 });
    expect(plan.cardRefunds.map((r) => [r.key, r.cents])).toEqual([
      ['annulation:7:first', 4000],
      ['annulation:7:extra', 800],
    ]);
    expect(plan.storedValue.map((s) => [s.key, s.held.cents])).toEqual([
      ['annulation:7:cagnotte', 300],
      ['annulation:7:carte_cadeau', 1200],
    ]);
    expect(plan.slotId).toBe(500);
    expect(plan.mail).toMatchObject({
      kind: 'commande-annulation',
      key: 'annulation:7',
      message: { to: 'marie@example.fr' },
    });
    expect(plan.mail.message.subject).toBe('Annulation de votre commande C-0007');
    expect(plan.mail.message.text).toContain('Remboursé sur votre carte bancaire : 48,00 €');
  });

  it('an order without a slot gives no place back', () => {
    expect(planCancel(placedOrder({ slot_id: null }), []).slotId).toBeNull();
  });
});
