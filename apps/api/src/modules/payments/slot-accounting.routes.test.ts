import { type CheckoutResponse, paymentMessages } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/cart.ts';
import {
  checkoutPath,
  chooseSlot,
  createCheckout,
  fillDriveCart,
  marie,
  openSlot,
  put,
  type Shopper,
  serviceOf,
} from '../../../test/helpers/checkout.ts';
import {
  ACCEPTED_CARD,
  card,
  notificationBody,
  postForm,
  postNotification,
  STOREFRONT,
} from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { up as repairSlotCounters } from '../../db/migrations/0009-slot-accounting.ts';
import type {} from '../../db/schema-orders.ts';
import { SlotsService } from '../slots/slots.service.ts';
import * as repo from './payments.repository.ts';

/** Issue #17 items 1 and 3: one checkout pays once, and every end of a hold gives its place back. */

let t: TestApp;
let s: Shopper;
let slots: SlotsService;

beforeAll(async () => {
  t = await createTestApp();
  s = await marie(t);
  slots = new SlotsService(t.database.db);
});
afterAll(() => t?.close());

/** Marie's drive cart, a checkout on the drive service with a slot held: ready to pay. */
async function readyCheckout(slotIndex = 0): Promise<CheckoutResponse> {
  await fillDriveCart(t, s, 40);
  let c = await createCheckout(t, s);
  const res = await put(t, s, c, { service_id: serviceOf(c, 'DRIVE').id });
  expect(res.statusCode).toBe(200);
  c = res.json();
  const slot = await openSlot(t, s, c, c.data.attributes.service_id!, slotIndex);
  const held = await chooseSlot(t, s, c, slot.id);
  expect(held.statusCode).toBe(200);
  const paid = await put(t, s, held.json(), { avec_sacs: false, modePaiement: 'cb' });
  expect(paid.statusCode).toBe(200);
  return paid.json();
}

const pay = (c: CheckoutResponse, body: object = { confirmer: true }) =>
  call(t, 'POST', checkoutPath(s, c.data.id, '/processPaiement'), s.headers, body);

const slotRow = (id: number) =>
  t.database.db.selectFrom('slots').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const ordersOf = (checkoutId: number) =>
  t.database.db.selectFrom('orders').select('id').where('checkout_id', '=', checkoutId).execute();

describe('one checkout, one order', () => {
  it('four processPaiement then four accepted cards: one order, the other sessions cancelled, the slot not overrun', async () => {
    const c = await readyCheckout();
    const slotId = c.data.attributes.creneau!.creneau_id;
    // Our hold is the slot's last place.
    const before = await slotRow(slotId);
    await t.database.db
      .updateTable('slots')
      .set({ capacity: before.reserved })
      .where('id', '=', slotId)
      .execute();

    const pages: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await pay(c);
      expect(res.statusCode).toBe(200);
      pages.push(new URL(res.json().url_webview_paiement).pathname);
    }
    const outcomes: string[] = [];
    for (const page of pages)
      outcomes.push(String((await postForm(t, page, ACCEPTED_CARD)).headers.location));
    const ok = outcomes.filter((o) => /\/commander\/confirmation\/\d+\/ok$/.test(o));
    expect(ok).toHaveLength(1);
    expect(outcomes.filter((o) => o.endsWith('/annulation?type_panier=drive'))).toHaveLength(3);
    expect(await ordersOf(c.data.id)).toHaveLength(1);
    const after = await slotRow(slotId);
    expect(after.reserved).toBe(after.capacity);
    expect(await slots.slotConsistency()).toEqual([]);

    // A paid checkout takes no new payment session, even with a cart filled again.
    await fillDriveCart(t, s, 40);
    const again = await pay(c);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(paymentMessages.checkoutPaid);
    expect(await ordersOf(c.data.id)).toHaveLength(1);
  });

  it('payments and new sessions of one checkout racing each other: never two orders, never a 500', async () => {
    const c = await readyCheckout(9);
    const first = (await pay(c)).json();
    const answers = await Promise.all([
      pay(c),
      postForm(t, new URL(first.url_webview_paiement).pathname, ACCEPTED_CARD),
      pay(c),
      postNotification(
        t,
        notificationBody(first.session_id, 'acceptee', undefined, Math.round(first.montants.carte * 100)),
      ),
      pay(c),
    ]);
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    const later = answers.filter((a, i) => i % 2 === 0 && a.statusCode === 200).map((a) => a.json());
    await Promise.all(later.map((a) => postForm(t, new URL(a.url_webview_paiement).pathname, ACCEPTED_CARD)));
    expect(await ordersOf(c.data.id)).toHaveLength(1);
    expect(await slots.slotConsistency()).toEqual([]);
  });

  it('a cancelled checkout takes no payment session', async () => {
    const c = await readyCheckout(10);
    const q = `?dateLastUpdate=${encodeURIComponent(c.data.attributes.dateLastUpdate)}`;
    expect((await call(t, 'DELETE', checkoutPath(s, c.data.id, q), s.headers)).statusCode).toBe(204);
    const res = await pay(c);
    expect(res.statusCode).toBe(404);
    const sessions = await t.database.db
      .selectFrom('payment_sessions')
      .select('id')
      .where('checkout_id', '=', c.data.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('two sessions of one checkout both accepted (a race past the session check): one order, the other refused', async () => {
    const c = await readyCheckout(1);
    const res = await pay(c);
    expect(res.statusCode).toBe(200);
    const first = await repo.findSession(t.database.db, res.json().session_id);
    // A twin session written as a concurrent processPaiement would have, before either was paid.
    const twinId = `${first!.id.slice(0, 20)}twin`;
    await repo.insertSession(t.database.db, {
      id: twinId,
      provider: first!.provider,
      checkoutId: first!.checkout_id,
      clientId: first!.client_id,
      storeId: first!.store_id,
      typePanier: first!.type_panier,
      modePaiement: first!.mode_paiement,
      totalCents: first!.total_cents,
      cardCents: first!.card_cents,
      tirelireCents: first!.tirelire_cents,
      giftCardCents: first!.gift_card_cents,
      loyaltyCardId: null,
      giftCardId: null,
      aliasId: null,
      draft: first!.order_draft,
      nowIso: new Date().toISOString(),
      expiresAt: first!.expires_at,
    });
    const a = await postForm(t, `/api/paiement-sandbox/${first!.id}`, ACCEPTED_CARD);
    const b = await postForm(t, `/api/paiement-sandbox/${twinId}`, ACCEPTED_CARD);
    expect(String(a.headers.location)).toMatch(/\/commander\/confirmation\/\d+\/ok$/);
    expect(b.headers.location).toBe(`${STOREFRONT}/commander/confirmation/refus?type_panier=drive`);
    expect(await ordersOf(c.data.id)).toHaveLength(1);
    expect((await repo.findSession(t.database.db, twinId))?.status).toBe('refusee');
    expect(await slots.slotConsistency()).toEqual([]);
  });
});

describe('a payment books the checkout’s own hold, once', () => {
  it('a session opened before a slot change makes no order: its hold was given back, not expired', async () => {
    const c = await readyCheckout(5);
    const first = await pay(c);
    expect(first.statusCode).toBe(200);
    const other = await openSlot(t, s, c, c.data.attributes.service_id!, 6);
    const moved = await chooseSlot(t, s, c, other.id);
    expect(moved.statusCode).toBe(200);
    const back = await postForm(t, new URL(first.json().url_webview_paiement).pathname, ACCEPTED_CARD);
    expect(back.headers.location).toBe(`${STOREFRONT}/commander/confirmation/refus?type_panier=drive`);
    expect(await ordersOf(c.data.id)).toHaveLength(0);
    expect(await slots.slotConsistency()).toEqual([]);
    await call(t, 'DELETE', `/api/magasins/${s.shop}/panier?type_panier=drive`, s.headers);
  });

  it('a hold released by its expiry takes a place again at payment, if one is left', async () => {
    const c = await readyCheckout(7);
    const res = await pay(c);
    const slotId = c.data.attributes.creneau!.creneau_id;
    const held = (await slotRow(slotId)).reserved;
    // The payment session outlived the hold: the expiry gave the place back.
    await slots.releaseExpiredHolds(new Date(Date.now() + 60 * 60_000));
    expect((await slotRow(slotId)).reserved).toBe(held - 1);
    const back = await postForm(t, new URL(res.json().url_webview_paiement).pathname, ACCEPTED_CARD);
    expect(String(back.headers.location)).toMatch(/\/commander\/confirmation\/\d+\/ok$/);
    expect((await slotRow(slotId)).reserved).toBe(held);
    expect(await slots.slotConsistency()).toEqual([]);
  });

  it('a pending order refused after a store change (its checkout and hold deleted) gives its place back', async () => {
    const c = await readyCheckout(8);
    const slotId = c.data.attributes.creneau!.creneau_id;
    const held = (await slotRow(slotId)).reserved;
    const res = (await pay(c)).json();
    const back = await postForm(t, new URL(res.url_webview_paiement).pathname, card('4000 0000 0000 0077'));
    expect(String(back.headers.location)).toMatch(/\/en-attente$/);
    const other = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('is_national', '=', 0)
      .where('id', '!=', s.shop)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const changed = await call(t, 'POST', '/api/me/panier/changement-magasin', s.headers, {
      magasin_id: other.id,
    });
    expect(changed.statusCode).toBe(200);
    const refused = await postNotification(
      t,
      notificationBody(res.session_id, 'refusee', undefined, Math.round(res.montants.carte * 100)),
    );
    expect(refused.json().resultat).toBe('refus');
    expect((await slotRow(slotId)).reserved).toBe(held - 1);
    expect(await slots.slotConsistency()).toEqual([]);
  });
});

describe('every end of a hold gives its place back', () => {
  it('eight store changes with a slot held: the places come back, no slot left full', async () => {
    const other = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('is_national', '=', 0)
      .where('id', '!=', s.shop)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    let slotId = 0;
    let reservedBefore = 0;
    for (let i = 0; i < 8; i++) {
      await fillDriveCart(t, s, 40);
      let c = await createCheckout(t, s);
      c = (await put(t, s, c, { service_id: serviceOf(c, 'DRIVE').id })).json();
      const slot = await openSlot(t, s, c, c.data.attributes.service_id!, 2);
      if (i === 0) {
        slotId = slot.id;
        reservedBefore = (await slotRow(slotId)).reserved;
      }
      expect(slot.id).toBe(slotId);
      expect((await chooseSlot(t, s, c, slot.id)).statusCode).toBe(200);
      expect((await slotRow(slotId)).reserved).toBe(reservedBefore + 1);
      const res = await call(t, 'POST', '/api/me/panier/changement-magasin', s.headers, {
        magasin_id: other.id,
      });
      expect(res.statusCode).toBe(200);
      expect((await slotRow(slotId)).reserved).toBe(reservedBefore);
    }
    expect(await slots.slotConsistency()).toEqual([]);
  });

  it('emptying the cart gives the held place back', async () => {
    const c = await readyCheckout(3);
    const slotId = c.data.attributes.creneau!.creneau_id;
    const held = (await slotRow(slotId)).reserved;
    const res = await call(t, 'DELETE', `/api/magasins/${s.shop}/panier?type_panier=drive`, s.headers);
    expect(res.statusCode).toBe(200);
    expect((await slotRow(slotId)).reserved).toBe(held - 1);
    expect(await slots.slotConsistency()).toEqual([]);
  });

  it('releaseExpiredHolds(now) gives back the places of every expired hold, once', async () => {
    const c = await readyCheckout(4);
    const slotId = c.data.attributes.creneau!.creneau_id;
    const held = (await slotRow(slotId)).reserved;
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await slots.releaseExpiredHolds(later)).toBeGreaterThanOrEqual(1);
    expect((await slotRow(slotId)).reserved).toBe(held - 1);
    expect(await slots.releaseExpiredHolds(later)).toBe(0);
    expect(await slots.slotConsistency()).toEqual([]);
  });

  it('the consistency check names a slot whose counter drifted, and /readyz answers 503 with it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const slot = await t.database.db
      .selectFrom('slots')
      .select(['id', 'reserved'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('slots')
      .set({ reserved: slot.reserved + 2 })
      .where('id', '=', slot.id)
      .execute();
    expect(await slots.slotConsistency()).toEqual([
      { slot_id: slot.id, reserved: slot.reserved + 2, expected: slot.reserved },
    ]);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().creneaux_incoherents).toEqual([slot.id]);
    await t.database.db
      .updateTable('slots')
      .set({ reserved: slot.reserved })
      .where('id', '=', slot.id)
      .execute();
  });

  it('migration 0009 sets every drifted counter to its live holds plus orders, and leaves the others', async () => {
    const c = await readyCheckout(11);
    const slotId = c.data.attributes.creneau!.creneau_id;
    const held = (await slotRow(slotId)).reserved;
    const [leaked, other] = await t.database.db
      .selectFrom('slots')
      .select(['id', 'reserved'])
      .where('reserved', '=', 0)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    // A place leaked by a deleted hold, and an overrun slot.
    await t.database.db.updateTable('slots').set({ reserved: 3 }).where('id', '=', leaked!.id).execute();
    await t.database.db
      .updateTable('slots')
      .set({ reserved: held + 4 })
      .where('id', '=', slotId)
      .execute();
    expect((await slots.slotConsistency()).map((m) => m.slot_id).sort()).toEqual([leaked!.id, slotId].sort());
    await repairSlotCounters(t.database.db as unknown as Kysely<unknown>);
    expect(await slots.slotConsistency()).toEqual([]);
    expect((await slotRow(slotId)).reserved).toBe(held);
    expect((await slotRow(leaked!.id)).reserved).toBe(0);
    expect((await slotRow(other!.id)).reserved).toBe(0);
  });
});
