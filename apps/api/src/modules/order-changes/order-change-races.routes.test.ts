import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/cart.ts';
import { checkoutPath, fillDriveCart, marie, q, type Shopper } from '../../../test/helpers/checkout.ts';
import { confirmedOrderId, openDrivePayment } from '../../../test/helpers/drive-payment.ts';
import { ACCEPTED_CARD, postForm } from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_GIFT_CARDS } from '../../db/seed/checkout.ts';
import { SlotsService } from '../slots/slots.service.ts';

/**
 * Issue #35, item 1: a cancel sent a few milliseconds after an edit's confirmation computed its
 * refund from the order it read before the edit, and both gave money back (PostgreSQL).
 */

let t: TestApp;
let s: Shopper;
let slots: SlotsService;
let slotIndex = 0;
const GIFT = DEMO_GIFT_CARDS[1];

beforeAll(async () => {
  t = await createTestApp();
  s = await marie(t);
  slots = new SlotsService(t.database.db);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const path = (id: number, rest = '') => `/api/me/commandes/${id}${rest}`;
const giftBalance = async () =>
  (
    await db()
      .selectFrom('gift_cards')
      .select('solde_cents')
      .where('numero', '=', GIFT.numero)
      .executeTakeFirstOrThrow()
  ).solde_cents;
const orderRow = (id: number) =>
  db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const linesOf = (id: number) =>
  db().selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('product_id').execute();

/** Marie's drive cart paid entirely with the 150 € gift card, on a slot of its own. */
async function placeOrderWithGiftCard() {
  await fillDriveCart(t, s, 30);
  const { pagePath } = await openDrivePayment(t, s, slotIndex++, {}, async (c) => {
    const gift = await call(t, 'POST', checkoutPath(s, c.data.id, `/carte-cadeau${q(c)}`), s.headers, {
      carte_cadeau: { numero: GIFT.numero, pin: GIFT.pin },
    });
    expect(gift.statusCode, gift.body).toBe(200);
  });
  const id = confirmedOrderId((await postForm(t, pagePath, ACCEPTED_CARD)).headers.location);
  expect(id).toBeGreaterThan(0);
  const order = await orderRow(id);
  expect(order.gift_card_cents).toBe(order.total_cents);
  return { id, total: order.total_cents };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an edit confirmed while the order is cancelled', () => {
  it('gives back to the gift card exactly what the order took, whatever the interleaving', async () => {
    for (const delay of [0, 2, 4, 6, 8, 10, 12, 15]) {
      const before = await giftBalance();
      const order = await placeOrderWithGiftCard();
      expect(await giftBalance()).toBe(before - order.total);
      const lines = await linesOf(order.id);
      const smaller = lines.map((l, i) => ({
        produit_id: l.product_id,
        quantite: i === 0 ? Math.max(1, l.quantity - 1) : l.quantity,
      }));
      if (lines[0]!.quantity === 1) smaller.shift();
      const placedSlot = (await orderRow(order.id)).slot_id;
      const otherSlot = (await call(t, 'GET', path(order.id, '/modification/creneaux'), s.headers))
        .json()
        .data.find((sl: { id: number; disponible: boolean }) => sl.disponible && sl.id !== placedSlot);
      const draft = await call(t, 'PUT', path(order.id, '/modification'), s.headers, {
        lignes: smaller,
        ...(otherSlot ? { creneau_id: otherSlot.id } : {}),
      });
      expect(draft.statusCode, draft.body).toBe(200);

      const confirm = call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers);
      await pause(delay);
      const cancel = call(t, 'POST', path(order.id, '/annulation'), s.headers);
      const [confirmed, cancelled] = await Promise.all([confirm, cancel]);

      const after = await orderRow(order.id);
      const context = `delay ${delay} ms: confirm ${confirmed.statusCode}, cancel ${cancelled.statusCode}`;
      if (after.statut_code === 'ANNULEE') {
        expect(cancelled.statusCode, context).toBe(200);
        expect(await giftBalance(), context).toBe(before);
        // What the cancel says it gave back is what the order still held when it was cancelled.
        const refunded = confirmed.statusCode === 200 ? confirmed.json().data.remboursement.carte_cadeau : 0;
        expect(Math.round((refunded + cancelled.json().data.remboursement.carte_cadeau) * 100), context).toBe(
          order.total,
        );
      } else {
        expect(cancelled.statusCode, context).toBe(409);
        expect(await giftBalance(), context).toBe(before - after.gift_card_cents);
      }
      expect(await slots.slotConsistency(), context).toEqual([]);
    }
  });
});
