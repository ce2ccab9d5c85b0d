import { API_ERROR_CODES, orderChangeMessages as m } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import {
  factLine,
  factsOf,
  placedOrder,
  pricedLine,
  pricedOf,
  refusalOf,
} from '../../../../test/helpers/order-change-fixtures.ts';
import { planChange } from './apply-change.ts';
import { cardLeftOf } from './card-refunds.ts';

const NOW = '2026-12-01T10:00:00.000Z';
const facts = factsOf([factLine(1, 2, 2000), factLine(2, 1, 2000)]);
const left = cardLeftOf([{ id: 'first', provider: 'sandbox', card_cents: 4000 }], []);
/** Paid 40 € by card and 20 € by gift card. */
const order = placedOrder({ gift_card_cents: 2000, gift_card_numero: '6000000000002' });
const newSlot = { id: 501, debut: '2026-12-02T16:00:00.000Z', fin: '2026-12-02T17:00:00.000Z' };
const plan = (priced: ReturnType<typeof pricedOf>, extraCardCents = 0, slot: typeof newSlot | null = null) =>
  planChange({ order, facts, priced, slot, left, changeId: 31, extraCardCents, nowIso: NOW });

describe('the plan of a change', () => {
  it('a lower total: stock given back, the card refunded first, then the gift card, the order rewritten', () => {
    const p = plan(pricedOf([pricedLine(1, 1, 2000)]), 0, newSlot);
    expect(p.refund).toEqual({ card: 4000, giftCard: 0, tirelire: 0 });
    expect(p.stock).toEqual([
      { productId: 1, units: -1 },
      { productId: 2, units: -1 },
    ]);
    expect(p.cardRefunds).toEqual([
      {
        key: 'modification:31:first',
        path: 'remboursement',
        provider: 'sandbox',
        sessionId: 'first',
        orderId: 7,
        cents: 4000,
      },
    ]);
    expect(p.storedValue).toEqual([]);
    expect(p.slot).toEqual({ take: 501, giveBack: 500 });
    expect(p.rewrite).toMatchObject({
      slot: newSlot,
      totalCents: 2000,
      giftCardCents: 2000,
      tirelireCents: 0,
      nowIso: NOW,
    });
    expect(p.mail).toMatchObject({ kind: 'commande-modification', key: 'modification:31' });
    expect(p.mail.message.text).toContain('Nouveau total TTC : 20,00 €');
    expect(p.mail.message.text).toContain('Remboursé sur votre carte bancaire : 40,00 €');

    const all = plan(pricedOf([pricedLine(1, 1, 1000)]));
    expect(all.refund).toEqual({ card: 4000, giftCard: 1000, tirelire: 0 });
    expect(all.storedValue).toEqual([
      {
        held: { account: 'carte_cadeau', numero: '6000000000002', cents: 1000 },
        key: 'modification:31:carte_cadeau',
      },
    ]);
    expect(all.rewrite).toMatchObject({ giftCardCents: 1000, slot: null });
    expect(all.slot).toBeNull();
  });

  it('a higher total applies only when its extra payment paid exactly the difference (else 409)', () => {
    const more = pricedOf([pricedLine(1, 3, 2000), pricedLine(2, 1, 2000)]);
    const p = plan(more, 2000);
    expect(p.refund).toEqual({ card: 0, giftCard: 0, tirelire: 0 });
    expect(p.cardRefunds).toEqual([]);
    expect(p.stock).toEqual([{ productId: 1, units: 1 }]);
    expect(p.mail.message.text).toContain('Payé en plus par carte bancaire : 20,00 €');
    for (const paid of [0, 1999])
      expect(refusalOf(() => plan(more, paid))).toEqual({
        status: 409,
        code: API_ERROR_CODES.orderChangeOutdated,
        message: m.changeNotFound,
        errors: undefined,
      });
  });

  it('before the capture, a lower card part lowers the authorisation: « ne sera pas débité »', () => {
    const authorised = cardLeftOf(
      [{ id: 'first', provider: 'sandbox', card_cents: 4000, capture_mode: 'autorisation' }],
      [],
    );
    const p = planChange({
      order,
      facts,
      priced: pricedOf([pricedLine(1, 1, 2000)]),
      slot: null,
      left: authorised,
      changeId: 31,
      extraCardCents: 0,
      nowIso: NOW,
      capture: 'aucune',
    });
    expect(p.refund).toEqual({ card: 4000, giftCard: 0, tirelire: 0 });
    expect(p.cardRefunds.map((r) => [r.path, r.cents])).toEqual([['reduction', 4000]]);
    expect(p.mail.message.text).toContain('Ne sera pas débité de votre carte bancaire : 40,00 €');
    expect(p.mail.message.text).toContain('ce montant ne sera pas débité');
    expect(p.mail.message.text).not.toContain('Remboursé');
    expect(p.mail.message.html).toContain('Ne sera pas débité de votre carte bancaire');
  });

  it('the same slot is no move', () => {
    expect(
      plan(pricedOf([pricedLine(1, 2, 2000), pricedLine(2, 1, 2000)]), 0, { ...newSlot, id: 500 }).slot,
    ).toBeNull();
  });
});
