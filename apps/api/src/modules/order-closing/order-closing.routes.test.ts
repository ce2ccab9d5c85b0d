import { API_ERROR_CODES, orderClosingMessages, staffMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, sentMails } from '../../../test/accounts-helpers.ts';
import { call } from '../../../test/helpers/cart.ts';
import { fillDriveCart, julien, type Shopper } from '../../../test/helpers/checkout.ts';
import { payDriveCart } from '../../../test/helpers/drive-payment.ts';
import {
  captureOf,
  eventsOf,
  markPrepared,
  orderRow,
  staffIdOf,
} from '../../../test/helpers/order-closing.ts';
import { pdfTextOf } from '../../../test/helpers/pdf.ts';
import { staffHeaders } from '../../../test/helpers/preparation.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-preparation.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';
import { euros } from '../order-documents/pdf-layout.ts';
import { SlotsService } from '../slots/slots.service.ts';

/**
 * POST /api/gestion/commandes/:id/cloture (decision 114): the store closes a prepared order of its
 * own; the final amount is the preparation's, never the client's.
 */

let t: TestApp;
let s: Shopper;
let staffId: number;
let preparer: Record<string, string>;
let manager: Record<string, string>;
let otherPreparer: Record<string, string>;
let headOffice: Record<string, string>;
let slotIndex = 0;

beforeAll(async () => {
  t = await createTestApp();
  s = await julien(t);
  staffId = await staffIdOf(t.database.db, DEMO_STAFF_ACCOUNTS.preparer.email);
  [preparer, manager, otherPreparer, headOffice] = await Promise.all([
    staffHeaders(t, 'preparer'),
    staffHeaders(t, 'manager'),
    staffHeaders(t, 'otherPreparer'),
    staffHeaders(t, 'headOffice'),
  ]);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const close = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/gestion/commandes/${id}/cloture`, headers });

/** Julien's drive cart paid by card in his store (the preparer's), on a slot of its own. */
async function placeOrder() {
  await fillDriveCart(t, s, 40);
  return payDriveCart(t, s, slotIndex++);
}

async function preparedOrder() {
  const order = await placeOrder();
  await markPrepared(db(), order.id, staffId);
  return order;
}

describe('closing an order through the API', () => {
  it('closes a prepared order of the preparer’s store: captured, RETIREE, the invoice offered, the e-mail sent', async () => {
    const order = await preparedOrder();
    const placed = await orderRow(db(), order.id);
    // The preparation found one line missing: its final amount leaves that line out.
    const [missing] = await db()
      .selectFrom('order_lines')
      .select(['id', 'total_cents'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    await db()
      .insertInto('order_line_preparations')
      .values({
        order_line_id: missing!.id,
        order_id: order.id,
        outcome: 'manquant',
        quantity: 0,
        final_cents: 0,
        prepared_by: staffId,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const final = placed.total_cents - missing!.total_cents;

    const res = await close(order.id, preparer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: order.id,
      statut_code: 'RETIREE',
      statut_libelle: 'Retirée',
      montant_final: final / 100,
      non_debite: missing!.total_cents / 100,
      encaissement: 'effectuee',
    });
    expect(await captureOf(db(), order.id)).toMatchObject({ final_cents: final, shortfall_cents: 0 });
    expect((await eventsOf(db(), order.id)).map((e) => e.amount_cents)).toEqual([final]);

    // The customer's side: the order withdrawn at its final amount, its invoice offered.
    const mine = await call(t, 'GET', `/api/me/commandes/${order.id}`, s.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    const summary = mine.json().data ?? mine.json();
    expect(JSON.stringify(summary)).toContain(`"montant_total_ttc":${final / 100}`);
    expect(JSON.stringify(summary)).toContain(`/mon-compte/mes-commandes/${order.id}/facture`);
    const invoice = await call(t, 'GET', `/api/me/commandes/${order.id}/facture`, s.headers);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json().data).toMatchObject({ disponible: true, raison: null });
    const issued = await call(t, 'POST', `/api/me/commandes/${order.id}/facture`, s.headers, {
      adresse: '3 place Bellecour',
      codePostal: '69002',
      ville: 'Lyon',
      pays: 'France',
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/me/commandes/${order.id}/facture/pdf`,
      headers: s.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfTextOf(pdf.rawPayload);
    expect(text).toContain('Ajustement à la préparation');
    expect(text).toContain(euros(missing!.total_cents));
    expect(text).toContain(euros(final));

    const mails = (await sentMails(t)).map(decodeQuotedPrintable);
    const closing = mails.filter((m) => m.includes(`Votre commande ${placed.code} a été retirée`));
    expect(closing).toHaveLength(1);
    expect(closing[0]).toContain('Ne sera pas débité de votre carte bancaire');

    // Posted again: the same answer, nothing more.
    const again = await close(order.id, preparer);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(res.json().data);
    expect(await eventsOf(db(), order.id)).toHaveLength(1);
  });

  it('never takes more than the payments allow: a heavier weighed line is capped, the hand-over goes on', async () => {
    const order = await preparedOrder();
    const placed = await orderRow(db(), order.id);
    const lines = await db()
      .selectFrom('order_lines')
      .select(['id', 'total_cents'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    // Every line handed over, the first one 5 € dearer than ordered (its real weight).
    for (const [i, line] of lines.entries())
      await db()
        .insertInto('order_line_preparations')
        .values({
          order_line_id: line.id,
          order_id: order.id,
          outcome: 'preleve',
          quantity: 1,
          final_cents: line.total_cents + (i === 0 ? 500 : 0),
          prepared_by: staffId,
          updated_at: new Date().toISOString(),
        })
        .execute();
    const res = await close(order.id, preparer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      statut_code: 'RETIREE',
      montant_final: placed.total_cents / 100,
    });
    expect(await captureOf(db(), order.id)).toMatchObject({
      final_cents: placed.total_cents,
      shortfall_cents: 0,
    });
  });

  it('lets the store’s manager and head office close it', async () => {
    for (const headers of [manager, headOffice]) {
      const order = await preparedOrder();
      const res = await close(order.id, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.statut_code).toBe('RETIREE');
    }
  });

  it('refuses a preparer of another store: 403 magasin_non_attribue, nothing taken', async () => {
    const order = await preparedOrder();
    const res = await close(order.id, otherPreparer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.staffStoreRefused,
      message: staffMessages.storeRefused,
    });
    expect(await captureOf(db(), order.id)).toBeUndefined();
    expect((await orderRow(db(), order.id)).statut_code).toBe('EN_ATTENTE');
  });

  it('refuses a customer’s token (403 reserve_au_personnel) and no token (401)', async () => {
    const order = await preparedOrder();
    const customer = await close(order.id, s.headers);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe(API_ERROR_CODES.staffOnly);
    const anonymous = await close(order.id, {});
    expect(anonymous.statusCode).toBe(401);
    expect(await captureOf(db(), order.id)).toBeUndefined();
  });

  it('answers 409 cloture_impossible for an order not prepared, 404 for an unknown one, 400 for a bad id', async () => {
    const order = await placeOrder();
    const res = await close(order.id, preparer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.closingNotAllowed,
      message: orderClosingMessages.notReady,
    });
    expect(await captureOf(db(), order.id)).toBeUndefined();
    expect((await close(2_000_000_000, preparer)).json().code).toBe(API_ERROR_CODES.orderNotFound);
    const bad = await close(0, preparer);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });

  it('an order withdrawn before closings existed: 409, never a second hand-over', async () => {
    const order = await placeOrder();
    // As the order history's withdrawn orders: handed over without a closing.
    await db().updateTable('orders').set({ statut_code: 'RETIREE' }).where('id', '=', order.id).execute();
    const res = await close(order.id, headOffice);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.closingNotAllowed,
      message: orderClosingMessages.alreadyHandedOver,
    });
    expect(await captureOf(db(), order.id)).toBeUndefined();
    expect(await eventsOf(db(), order.id)).toEqual([]);
  });
});

describe('a closing racing the customer’s cancel', () => {
  it('one wins cleanly and the money agrees, whatever the interleaving', async () => {
    const slots = new SlotsService(db());
    for (const prepared of [false, true, false, true]) {
      const order = prepared ? await preparedOrder() : await placeOrder();
      const [closing, cancel] = await Promise.all([
        close(order.id, preparer),
        call(t, 'POST', `/api/me/commandes/${order.id}/annulation`, s.headers),
      ]);
      const row = await orderRow(db(), order.id);
      const auth = await t.app.services.paymentProvider.authorisation(row.payment_session_id);
      if (prepared) {
        expect([closing.statusCode, cancel.statusCode]).toEqual([200, 409]);
        expect(row.statut_code).toBe('RETIREE');
        expect(auth).toMatchObject({ capturedCents: row.total_cents, refundedCents: 0 });
      } else {
        expect([closing.statusCode, cancel.statusCode]).toEqual([409, 200]);
        expect(row.statut_code).toBe('ANNULEE');
        expect(await captureOf(db(), order.id)).toBeUndefined();
        expect(await eventsOf(db(), order.id)).toEqual([]);
        expect(auth?.capturedCents).toBe(0);
      }
    }
    expect(await slots.slotConsistency()).toEqual([]);
  });
});
