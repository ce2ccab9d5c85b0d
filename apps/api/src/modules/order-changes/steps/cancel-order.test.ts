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

  it('before the capture, releases the card’s authorisation: « ne sera pas débité », nothing refunded', () => {
    const order = placedOrder({ gift_card_cents: 1200, gift_card_numero: '6000000000002' });
    const left = cardLeftOf(
      [{ id: 'first', provider: 'sandbox', card_cents: 4500, capture_mode: 'autorisation' }],
      [],
      [
        {
          payment_session_id: 'first',
          amount_cents: 500,
          idempotency_key: 'modification:31:first',
          kind: 'reduction',
        },
      ],
    );
    const plan = planCancel(order, left, 'aucune');
    expect(plan.refund).toEqual({ card: 4000, giftCard: 1200, tirelire: 0 });
    expect(plan.cardRefunds.map((r) => [r.key, r.path, r.cents])).toEqual([
      ['annulation:7:first', 'liberation', 4000],
    ]);
    const text = plan.mail.message.text;
    expect(text).toContain('Ne sera pas débité de votre carte bancaire : 40,00 €');
    expect(text).toContain('le paiement autorisé est annulé, ce montant ne sera pas débité');
    expect(text).toContain('Recrédité sur votre carte cadeau : 12,00 €');
    expect(text).not.toContain('Remboursé');
    expect(text).not.toContain('quelques jours ouvrés');
    // After the capture, a refund stays a refund.
    const captured = planCancel(order, left, 'effectuee');
    expect(captured.cardRefunds.map((r) => r.path)).toEqual(['remboursement']);
    expect(captured.mail.message.text).toContain('Remboursé sur votre carte bancaire : 40,00 €');
  });

  it('an order without a slot gives no place back', () => {
    expect(planCancel(placedOrder({ slot_id: null }), []).slotId).toBeNull();
  });
});
