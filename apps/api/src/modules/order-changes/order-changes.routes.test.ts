import { API_ERROR_CODES } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, sentMails } from '../../../test/accounts-helpers.ts';
import { call } from '../../../test/helpers/cart.ts';
import { fillDriveCart, julien, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { payDriveCart } from '../../../test/helpers/drive-payment.ts';
import {
  ACCEPTED_CARD,
  card,
  notificationBody,
  postForm,
  postNotification,
} from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-authorisation-changes.ts';
import type {} from '../../db/schema-card-captures.ts';
import type {} from '../../db/schema-order-changes.ts';
import type {} from '../../db/schema-orders.ts';
import { SlotsService } from '../slots/slots.service.ts';

/** Issue #19: cancelling and editing a placed order keep slots, stock and payments exactly right. */

let t: TestApp;
let s: Shopper;
let other: Shopper;
let slots: SlotsService;
let slotIndex = 0;

beforeAll(async () => {
  t = await createTestApp();
  s = await marie(t);
  other = await julien(t);
  slots = new SlotsService(t.database.db);
});
afterAll(() => t?.close());

const db = () => t.database.db;

/** Marie's drive cart paid by card on a slot of its own: the order's id and slot. */
async function placeOrder(): Promise<{ id: number; slotId: number; serviceId: number }> {
  await fillDriveCart(t, s, 40);
  return payDriveCart(t, s, slotIndex++);
}

const path = (id: number, rest = '') => `/api/me/commandes/${id}${rest}`;
const slotRow = (id: number) =>
  db().selectFrom('slots').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orderRow = (id: number) =>
  db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const linesOf = (id: number) =>
  db().selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('product_id').execute();
const refundsOf = (id: number) =>
  db().selectFrom('payment_refunds').selectAll().where('order_id', '=', id).orderBy('id').execute();
/** Before the capture (decision 109): the reductions and releases of the order's card authorisations. */
const authorisationChangesOf = (id: number, kind: 'reduction' | 'liberation') =>
  db()
    .selectFrom('payment_authorisation_changes')
    .selectAll()
    .where('order_id', '=', id)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
/** Everything the order's cards got back: refunded, lowered before the capture, or released. */
const givenBackOf = async (id: number) => [
  ...(await refundsOf(id)),
  ...(await db()
    .selectFrom('payment_authorisation_changes')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('id')
    .execute()),
];
/** The decoded e-mail of an order's cancel, once the outbox has sent it. */
async function cancelMailOf(orderId: number): Promise<string> {
  const { code } = await orderRow(orderId);
  const mails = (await sentMails(t)).map(decodeQuotedPrintable);
  const found = mails.filter((m) => m.includes(`Annulation de votre commande ${code}`));
  expect(found).toHaveLength(1);
  return found[0]!;
}
const sandboxCard = (sessionId: string) => t.app.services.paymentProvider.authorisation(sessionId);
/** The card's part a cancel would give back now, in euros. */
const cancelPreviewCard = async (id: number) =>
  (await call(t, 'GET', path(id, '/annulation'), s.headers)).json().data.remboursement.carte;
async function reservedStock(productIds: number[]) {
  const rows = await db()
    .selectFrom('offers')
    .select(['product_id', 'reserved'])
    .where('store_id', '=', s.shop)
    .where('product_id', 'in', productIds)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.product_id, r.reserved]));
}
const linesBody = (lines: { product_id: number; quantity: number }[]) =>
  lines.map((l) => ({ produit_id: l.product_id, quantite: l.quantity }));

describe('cancelling an order', () => {
  it('gives back exactly one slot place and the stock, releases the card once even when posted twice at once', async () => {
    const order = await placeOrder();
    const lines = await linesOf(order.id);
    const productIds = lines.map((l) => l.product_id);
    const slotBefore = await slotRow(order.slotId);
    const stockBefore = await reservedStock(productIds);
    const total = (await orderRow(order.id)).total_cents;

    const preview = await call(t, 'GET', path(order.id, '/annulation'), s.headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      annulable: true,
      motif: null,
      // Only authorised so far: nothing to refund, the whole card part is never debited.
      remboursement: { carte: total / 100, carte_non_debitee: total / 100, total: total / 100 },
    });

    const answers = await Promise.all([
      call(t, 'POST', path(order.id, '/annulation'), s.headers),
      call(t, 'POST', path(order.id, '/annulation'), s.headers),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    for (const a of answers) {
      expect(a.json().data).toMatchObject({
        statut_code: 'ANNULEE',
        creneau_libere: true,
        remboursement: { carte: total / 100, carte_non_debitee: total / 100, total: total / 100 },
      });
    }
    expect((await orderRow(order.id)).statut_code).toBe('ANNULEE');
    expect((await slotRow(order.slotId)).reserved).toBe(slotBefore.reserved - 1);
    const stockAfter = await reservedStock(productIds);
    for (const l of lines)
      expect(stockAfter[l.product_id]).toBe(stockBefore[l.product_id]! - l.reserved_units);
    // Not captured yet (decision 109): the authorisation is released, nothing is refunded.
    expect(await refundsOf(order.id)).toEqual([]);
    const releases = await authorisationChangesOf(order.id, 'liberation');
    expect(releases).toHaveLength(1);
    expect(releases[0]).toMatchObject({
      amount_cents: total,
      status: 'effectue',
      idempotency_key: `annulation:${order.id}:${releases[0]!.payment_session_id}`,
    });
    expect(releases[0]!.provider_reference).toMatch(/^sbx_rl_/);
    expect(await sandboxCard(releases[0]!.payment_session_id)).toEqual({
      authorisedCents: total,
      capturedCents: 0,
      refundedCents: 0,
      releasedCents: total,
      closed: true,
    });
    const mails = await db()
      .selectFrom('outbox')
      .select('idempotency_key')
      .where('kind', '=', 'commande-annulation')
      .execute();
    expect(mails.filter((m) => m.idempotency_key === `annulation:${order.id}`)).toHaveLength(1);
    const mail = await cancelMailOf(order.id);
    expect(mail).toContain('Ne sera pas débité de votre carte bancaire');
    expect(mail).toContain('ce montant ne sera pas débité');
    expect(mail).not.toContain('Remboursé');
    expect(await slots.slotConsistency()).toEqual([]);

    // Posted again later: the same answer, nothing released or refunded again.
    const again = await call(t, 'POST', path(order.id, '/annulation'), s.headers);
    expect(again.statusCode).toBe(200);
    expect(await givenBackOf(order.id)).toHaveLength(1);
    expect((await slotRow(order.slotId)).reserved).toBe(slotBefore.reserved - 1);
  });

  it('after the capture, a lowering and a cancel are refunds (decision 109)', async () => {
    const order = await placeOrder();
    const lines = await linesOf(order.id);
    const before = await orderRow(order.id);
    const staff = { kind: 'staff', staffId: 1 } as const;
    const captured = await t.app.services.captures.captureOrder(order.id, before.total_cents, staff);
    expect(captured).toMatchObject({ status: 'effectuee', capturedCents: before.total_cents });
    const [first, ...rest] = lines;
    await call(t, 'PUT', path(order.id, '/modification'), s.headers, { lignes: linesBody(rest) });
    const res = await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers);
    expect(res.json().data).toMatchObject({
      remboursement: { carte: first!.total_cents / 100, carte_non_debitee: 0 },
    });
    const cancel = await call(t, 'POST', path(order.id, '/annulation'), s.headers);
    expect(cancel.json().data.remboursement.carte).toBe((before.total_cents - first!.total_cents) / 100);
    expect(cancel.json().data.remboursement.carte_non_debitee).toBe(0);
    expect(await authorisationChangesOf(order.id, 'reduction')).toEqual([]);
    expect(await authorisationChangesOf(order.id, 'liberation')).toEqual([]);
    const refunds = await refundsOf(order.id);
    expect(refunds.map((r) => [r.amount_cents, r.status])).toEqual([
      [first!.total_cents, 'effectue'],
      [before.total_cents - first!.total_cents, 'effectue'],
    ]);
    expect(await sandboxCard(refunds[0]!.payment_session_id)).toMatchObject({
      capturedCents: before.total_cents,
      refundedCents: before.total_cents,
    });
    const mail = await cancelMailOf(order.id);
    expect(mail).toContain('Remboursé sur votre carte bancaire');
    expect(mail).not.toContain('Ne sera pas débité');
  });

  it('waits while the capture is asked and not answered: the cancel is refused, nothing changes', async () => {
    const order = await placeOrder();
    const before = await orderRow(order.id);
    await db()
      .insertInto('order_card_captures')
      .values({
        order_id: order.id,
        final_cents: before.total_cents,
        gift_card_cents: 0,
        tirelire_cents: 0,
        card_cents: before.total_cents,
        authorised_cents: before.total_cents,
        requested_by: 'systeme',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const res = await call(t, 'POST', path(order.id, '/annulation'), s.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(API_ERROR_CODES.orderNotCancellable);
    expect(res.json().message).toMatch(/en cours d’encaissement/);
    expect((await orderRow(order.id)).statut_code).toBe('COMMANDEE');
    expect(await givenBackOf(order.id)).toEqual([]);
  });

  it('is refused after the slot’s cut-off, with a stable code; nothing changes', async () => {
    const order = await placeOrder();
    await db()
      .updateTable('slots')
      .set({ cutoff_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', order.slotId)
      .execute();
    const before = await slotRow(order.slotId);
    const res = await call(t, 'POST', path(order.id, '/annulation'), s.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(API_ERROR_CODES.orderNotCancellable);
    expect(res.json().message).toMatch(/trop tard/);
    expect((await call(t, 'GET', path(order.id, '/annulation'), s.headers)).json().data.annulable).toBe(
      false,
    );
    expect((await orderRow(order.id)).statut_code).toBe('COMMANDEE');
    expect((await slotRow(order.slotId)).reserved).toBe(before.reserved);
    expect(await givenBackOf(order.id)).toEqual([]);
    const edit = await call(t, 'PUT', path(order.id, '/modification'), s.headers, {
      lignes: [{ produit_id: 1, quantite: 1 }],
    });
    expect(edit.json().code).toBe(API_ERROR_CODES.orderNotEditable);
  });

  it('answers 404 to another client on every route, and changes nothing', async () => {
    const order = await placeOrder();
    const calls: [string, string, object?][] = [
      ['GET', '/annulation'],
      ['POST', '/annulation'],
      ['GET', '/modification'],
      ['PUT', '/modification', { lignes: [{ produit_id: 1, quantite: 1 }] }],
      ['POST', '/modification/confirmation'],
      ['DELETE', '/modification'],
      ['GET', '/modification/creneaux'],
    ];
    for (const [method, rest, body] of calls) {
      const res = await call(t, method as 'GET', path(order.id, rest), other.headers, body);
      expect(res.statusCode, `${method} ${rest}`).toBe(404);
      expect(res.json().code).toBe(API_ERROR_CODES.orderNotFound);
    }
    expect((await orderRow(order.id)).statut_code).toBe('COMMANDEE');
    expect(await givenBackOf(order.id)).toEqual([]);
  });
});

describe('editing an order', () => {
  it('a lower total: the stock given back, the card authorisation lowered (no refund), the order rewritten', async () => {
    const order = await placeOrder();
    const lines = await linesOf(order.id);
    const [first, ...rest] = lines;
    const before = await orderRow(order.id);
    const stockBefore = await reservedStock(lines.map((l) => l.product_id));
    // One line removed.
    const put1 = await call(t, 'PUT', path(order.id, '/modification'), s.headers, {
      lignes: linesBody(rest),
    });
    expect(put1.statusCode).toBe(200);
    expect(put1.json().data).toMatchObject({
      statut: 'brouillon',
      difference: -first!.total_cents / 100,
      remboursement: { carte: first!.total_cents / 100, carte_non_debitee: first!.total_cents / 100 },
    });
    expect((await orderRow(order.id)).total_cents).toBe(before.total_cents);

    const res = await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      resultat: 'appliquee',
      remboursement: { carte: first!.total_cents / 100, carte_non_debitee: first!.total_cents / 100 },
    });
    const after = await orderRow(order.id);
    expect(after.total_cents).toBe(before.total_cents - first!.total_cents);
    expect((await linesOf(order.id)).map((l) => l.product_id)).toEqual(rest.map((l) => l.product_id));
    const stockAfter = await reservedStock([first!.product_id]);
    expect(stockAfter[first!.product_id]).toBe(stockBefore[first!.product_id]! - first!.reserved_units);
    // Not captured yet (decision 109): what the capture will take is lowered, nothing asked.
    expect(await refundsOf(order.id)).toEqual([]);
    const reductions = await authorisationChangesOf(order.id, 'reduction');
    expect(reductions).toHaveLength(1);
    expect(reductions[0]).toMatchObject({ amount_cents: first!.total_cents, status: 'effectue' });
    const sessionId = reductions[0]!.payment_session_id;
    expect(await sandboxCard(sessionId)).toMatchObject({ capturedCents: 0, releasedCents: 0, closed: false });

    // Cancelled afterwards: only what is left on the card goes back; the provider releases it all.
    const cancel = await call(t, 'POST', path(order.id, '/annulation'), s.headers);
    expect(cancel.json().data.remboursement.carte).toBe(after.total_cents / 100);
    expect((await givenBackOf(order.id)).reduce((sum, r) => sum + r.amount_cents, 0)).toBe(
      before.total_cents,
    );
    expect(await sandboxCard(sessionId)).toMatchObject({
      authorisedCents: before.total_cents,
      capturedCents: 0,
      refundedCents: 0,
      releasedCents: before.total_cents,
      closed: true,
    });
    expect(await slots.slotConsistency()).toEqual([]);
  });

  it('a higher total: a payment session for the difference, applied once on its acceptance', async () => {
    const order = await placeOrder();
    const lines = await linesOf(order.id);
    const first = lines[0]!;
    const before = await orderRow(order.id);
    const stockBefore = await reservedStock([first.product_id]);
    const wanted = lines.map((l) => ({
      ...l,
      quantity: l.product_id === first.product_id ? l.quantity + 1 : l.quantity,
    }));
    expect(
      (await call(t, 'PUT', path(order.id, '/modification'), s.headers, { lignes: linesBody(wanted) }))
        .statusCode,
    ).toBe(200);
    const res = await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers);
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({ resultat: 'paiement', a_payer: first.unit_price_cents / 100 });
    // Nothing applies before the payment.
    expect((await orderRow(order.id)).total_cents).toBe(before.total_cents);
    expect(await reservedStock([first.product_id])).toEqual(stockBefore);

    const back = await postForm(t, new URL(answer.url_webview_paiement).pathname, ACCEPTED_CARD);
    expect(back.headers.location).toMatch(
      new RegExp(`/mon-compte/mes-commandes/${order.id}/modifier\\?paiement=ok$`),
    );
    const after = await orderRow(order.id);
    expect(after.total_cents).toBe(before.total_cents + first.unit_price_cents);
    expect((await reservedStock([first.product_id]))[first.product_id]).toBe(
      stockBefore[first.product_id]! + 1,
    );
    // The provider notifies again: nothing more.
    const replay = await postNotification(
      t,
      notificationBody(answer.session_id, 'acceptee', undefined, first.unit_price_cents),
    );
    expect(replay.json().resultat).toBe('deja-traitee');
    expect((await orderRow(order.id)).total_cents).toBe(after.total_cents);
    expect((await reservedStock([first.product_id]))[first.product_id]).toBe(
      stockBefore[first.product_id]! + 1,
    );
    expect(
      await db().selectFrom('orders').select('id').where('checkout_id', '=', before.checkout_id).execute(),
    ).toHaveLength(1);

    // Cancelled: both card authorisations are released in full, once each.
    await call(t, 'POST', path(order.id, '/annulation'), s.headers);
    expect(await refundsOf(order.id)).toEqual([]);
    const refunds = await authorisationChangesOf(order.id, 'liberation');
    expect(refunds.map((r) => r.amount_cents).sort((a, b) => a - b)).toEqual(
      [first.unit_price_cents, before.total_cents].sort((a, b) => a - b),
    );
  });

  it('a refused extra payment leaves the order as it was', async () => {
    const order = await placeOrder();
    const lines = await linesOf(order.id);
    const before = await orderRow(order.id);
    const wanted = lines.map((l) => ({ ...l, quantity: l.quantity + 1 }));
    await call(t, 'PUT', path(order.id, '/modification'), s.headers, { lignes: linesBody(wanted) });
    const answer = (await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers)).json()
      .data;
    const back = await postForm(
      t,
      new URL(answer.url_webview_paiement).pathname,
      card('4000 0000 0000 0002'),
    );
    expect(back.headers.location).toMatch(/modifier\?paiement=refus$/);
    expect(await orderRow(order.id)).toMatchObject({
      total_cents: before.total_cents,
      statut_code: 'COMMANDEE',
    });
    expect((await linesOf(order.id)).map((l) => l.quantity)).toEqual(lines.map((l) => l.quantity));
    expect((await call(t, 'GET', path(order.id, '/modification'), s.headers)).json().data.statut).toBe(
      'brouillon',
    );
  });

  it('a full slot is refused; the order keeps its own', async () => {
    const order = await placeOrder();
    const lines = await linesOf(order.id);
    const slotsAnswer = (await call(t, 'GET', path(order.id, '/modification/creneaux'), s.headers)).json()
      .data;
    // A slot that already holds orders, so that a capacity equal to its places taken makes it full
    // (an empty slot at capacity 0 would say nothing), whatever slots the day's hour left open.
    const candidates = slotsAnswer.filter(
      (x: { id: number; disponible: boolean }) => x.id !== order.slotId && x.disponible,
    );
    let target = candidates[0];
    for (const candidate of candidates)
      if ((await slotRow(candidate.id)).reserved > 0) {
        target = candidate;
        break;
      }
    const full = await slotRow(target.id);
    await db().updateTable('slots').set({ capacity: full.reserved }).where('id', '=', target.id).execute();
    const res = await call(t, 'PUT', path(order.id, '/modification'), s.headers, {
      lignes: linesBody(lines),
      creneau_id: target.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(API_ERROR_CODES.slotFull);

    // Full between the draft and its confirmation: refused too, nothing taken.
    await db()
      .updateTable('slots')
      .set({ capacity: full.reserved + 1 })
      .where('id', '=', target.id)
      .execute();
    expect(
      (
        await call(t, 'PUT', path(order.id, '/modification'), s.headers, {
          lignes: linesBody(lines),
          creneau_id: target.id,
        })
      ).statusCode,
    ).toBe(200);
    await db().updateTable('slots').set({ capacity: full.reserved }).where('id', '=', target.id).execute();
    const confirm = await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe(API_ERROR_CODES.slotFull);
    expect((await orderRow(order.id)).slot_id).toBe(order.slotId);
    expect(await slots.slotConsistency()).toEqual([]);
  });

  it('moves the order to a free slot: the new place taken, the old one given back', async () => {
    const order = await placeOrder();
    const lines = await linesOf(order.id);
    const slotsAnswer = (await call(t, 'GET', path(order.id, '/modification/creneaux'), s.headers)).json()
      .data;
    const target = slotsAnswer.find(
      (x: { id: number; disponible: boolean; prix: number }) =>
        x.id !== order.slotId && x.disponible && x.prix === 0,
    );
    const [oldBefore, newBefore] = [await slotRow(order.slotId), await slotRow(target.id)];
    await call(t, 'PUT', path(order.id, '/modification'), s.headers, {
      lignes: linesBody(lines),
      creneau_id: target.id,
    });
    const confirm = await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers);
    expect(confirm.statusCode).toBe(200);
    expect((await slotRow(order.slotId)).reserved).toBe(oldBefore.reserved - 1);
    expect((await slotRow(target.id)).reserved).toBe(newBefore.reserved + 1);
    expect((await orderRow(order.id)).slot_id).toBe(target.id);
    expect(await slots.slotConsistency()).toEqual([]);
  });

  it('abandoning leaves everything unchanged, and its open payment can no longer apply', async () => {
    const order = await placeOrder();
    const lines = await linesOf(order.id);
    const before = await orderRow(order.id);
    const stockBefore = await reservedStock(lines.map((l) => l.product_id));
    const wanted = lines.map((l) => ({ ...l, quantity: l.quantity + 1 }));
    await call(t, 'PUT', path(order.id, '/modification'), s.headers, { lignes: linesBody(wanted) });
    const answer = (await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers)).json()
      .data;
    const res = await call(t, 'DELETE', path(order.id, '/modification'), s.headers);
    expect(res.statusCode).toBe(204);
    const late = await postForm(t, new URL(answer.url_webview_paiement).pathname, ACCEPTED_CARD);
    expect(late.headers.location).toMatch(/modifier\?paiement=annulation$/);
    expect(await orderRow(order.id)).toMatchObject({
      total_cents: before.total_cents,
      statut_code: 'COMMANDEE',
    });
    expect(await reservedStock(lines.map((l) => l.product_id))).toEqual(stockBefore);
    expect((await call(t, 'GET', path(order.id, '/modification'), s.headers)).json().data.statut).toBe(
      'aucune',
    );
    // The hosted page took nothing on the closed session.
    expect(await givenBackOf(order.id)).toEqual([]);
    // A provider that authorised the card anyway tells it later: that authorisation, held for a change
    // that no longer exists, is released once, however often it is told; the order's payment stays.
    const extraCents = Math.round(answer.a_payer * 100);
    for (let i = 0; i < 2; i++) {
      const told = await postNotification(
        t,
        notificationBody(answer.session_id, 'acceptee', undefined, extraCents),
      );
      expect(told.json().resultat).toBe('deja-traitee');
    }
    const released = await givenBackOf(order.id);
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({
      payment_session_id: answer.session_id,
      kind: 'liberation',
      amount_cents: extraCents,
      idempotency_key: `paiement-non-applique:${answer.session_id}`,
    });
    expect(released[0]!.status).not.toBe('demande');
    expect(await cancelPreviewCard(order.id)).toBe(before.total_cents / 100);
  });

  it('a cancel and a confirmed edit racing: one of them applies, the slot and refunds stay right', async () => {
    const order = await placeOrder();
    const lines = await linesOf(order.id);
    await call(t, 'PUT', path(order.id, '/modification'), s.headers, { lignes: linesBody(lines.slice(1)) });
    const [cancel, confirm] = await Promise.all([
      call(t, 'POST', path(order.id, '/annulation'), s.headers),
      call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers),
    ]);
    expect(cancel.statusCode).toBe(200);
    expect([200, 404, 409]).toContain(confirm.statusCode);
    const total = (
      await db()
        .selectFrom('payment_sessions')
        .select('card_cents')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow()
    ).card_cents;
    expect((await givenBackOf(order.id)).reduce((sum, r) => sum + r.amount_cents, 0)).toBe(total);
    expect(await slots.slotConsistency()).toEqual([]);
  });

  it('an extra payment the card accepts once its change can no longer apply: released, never captured', async () => {
    const order = await placeOrder();
    const lines = await linesOf(order.id);
    const wanted = lines.map((l) => ({ ...l, quantity: l.quantity + 1 }));
    await call(t, 'PUT', path(order.id, '/modification'), s.headers, { lignes: linesBody(wanted) });
    const answer = (await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers)).json()
      .data;
    // The slot's cut-off passes while the shopper is on the hosted page.
    await db()
      .updateTable('slots')
      .set({ cutoff_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', order.slotId)
      .execute();
    const paid = await postForm(t, new URL(answer.url_webview_paiement).pathname, ACCEPTED_CARD);
    expect(paid.headers.location).toMatch(/modifier\?paiement=refus$/);
    const extraCents = Math.round(answer.a_payer * 100);
    expect(await sandboxCard(answer.session_id)).toEqual({
      authorisedCents: extraCents,
      capturedCents: 0,
      refundedCents: 0,
      releasedCents: extraCents,
      closed: true,
    });
    const releases = await givenBackOf(order.id);
    expect(releases.map((r) => [r.payment_session_id, r.amount_cents, r.status])).toEqual([
      [answer.session_id, extraCents, 'effectue'],
    ]);
    // The order keeps its own payment whole: a cancel would give back exactly what it placed.
    expect(await cancelPreviewCard(order.id)).toBe((await orderRow(order.id)).total_cents / 100);
  });

  it('a cancel racing the acceptance of an extra payment: never a 500, every card payment refunded in full', async () => {
    const order = await placeOrder();
    const placedCents = (await orderRow(order.id)).total_cents;
    const lines = await linesOf(order.id);
    const wanted = lines.map((l) => ({ ...l, quantity: l.quantity + 1 }));
    await call(t, 'PUT', path(order.id, '/modification'), s.headers, { lignes: linesBody(wanted) });
    const answer = (await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers)).json()
      .data;
    const extraCents = Math.round(answer.a_payer * 100);
    const [cancel, paid] = await Promise.all([
      call(t, 'POST', path(order.id, '/annulation'), s.headers),
      postNotification(t, notificationBody(answer.session_id, 'acceptee', undefined, extraCents)),
    ]);
    expect(cancel.statusCode).toBe(200);
    expect(paid.statusCode).toBe(200);
    // Whoever won, both payments the provider accepted go back in full, once: released by the cancel,
    // or the extra one released because its change could no longer apply.
    const refunds = await givenBackOf(order.id);
    expect(refunds.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(placedCents + extraCents);
    expect(new Set(refunds.map((r) => r.payment_session_id)).size).toBe(refunds.length);
    expect((await orderRow(order.id)).statut_code).toBe('ANNULEE');
    expect(await slots.slotConsistency()).toEqual([]);
  });
});
