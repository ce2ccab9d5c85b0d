import { API_ERROR_CODES } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardBalance, placeCardOrder } from '../../../test/helpers/card-orders.ts';
import {
  auditOf,
  captureOf,
  eventsOf,
  markPrepared,
  orderRow,
  outboxOf,
  staffIdOf,
} from '../../../test/helpers/order-closing.ts';
import { createTestServices, type TestServices } from '../../../test/test-services.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';
import { DomainError } from '../../platform/domain-error.ts';

/**
 * Closing a prepared order (decision 114) on orders placed by the real notification service, without
 * HTTP (both databases): the capture, the hand-over, the e-mail and loyalty's event, once whatever the
 * retries, crashes and races.
 */

let m: TestServices;
let staffId: number;
beforeAll(async () => {
  m = await createTestServices();
  staffId = await staffIdOf(m.database.db, DEMO_STAFF_ACCOUNTS.preparer.email);
});
afterAll(() => m?.close());

const db = () => m.database.db;
const actor = () => ({ kind: 'staff', staffId }) as const;
const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
};
/** The decoded e-mails the outbox sent to this order's customer with this subject. */
async function mailsWith(subject: string) {
  await m.outbox.drain();
  return m.mails.filter((mail) => mail.subject === subject);
}

describe('closing a prepared order', () => {
  it('captures the final amount, releases the rest, hands the drive order over once (RETIREE)', async () => {
    const order = await placeCardOrder(m, { quantity: 10 });
    await markPrepared(db(), order.id, staffId);
    const final = order.totalCents - 245;
    const closed = await m.services.orderClosing.close(order.id, final, actor());
    expect(closed).toMatchObject({
      id: order.id,
      statut_code: 'RETIREE',
      statut_libelle: 'Retirée',
      montant_final: final / 100,
      carte_bancaire: final / 100,
      autorise: order.cardCents / 100,
      non_debite: 2.45,
      encaissement: 'effectuee',
    });
    expect(await m.services.paymentProvider.authorisation(order.sessionId)).toMatchObject({
      authorisedCents: order.cardCents,
      capturedCents: final,
      releasedCents: 245,
      refundedCents: 0,
    });
    const row = await orderRow(db(), order.id);
    expect(row).toMatchObject({
      statut_code: 'RETIREE',
      final_total_cents: final,
      total_cents: order.totalCents,
    });
    expect((await eventsOf(db(), order.id)).map((e) => [e.kind, e.amount_cents, e.client_id])).toEqual([
      ['commande_retiree', final, row.client_id],
    ]);
    const [audit, ...more] = await auditOf(db(), order.id, 'commande_cloturee');
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ staff_id: staffId, store_id: row.store_id });
    expect(JSON.parse(String(audit!.details))).toMatchObject({
      statut: 'RETIREE',
      montant_commande_centimes: order.totalCents,
      montant_final_centimes: final,
      non_debite_centimes: 245,
    });
    const [mail, ...others] = await mailsWith(`Votre commande ${row.code} a été retirée`);
    expect(others).toEqual([]);
    expect(mail!.text).toContain(`Montant final : ${(final / 100).toFixed(2).replace('.', ',')} €`);
    expect(mail!.text).toContain('Ne sera pas débité de votre carte bancaire : 2,45 €');
    expect(mail!.text).toContain('ne sera pas débitée');
    expect(mail!.text).toContain('Votre facture est disponible');

    // Again (a second click, a retry): the same answer, nothing captured, sent or recorded twice.
    expect(await m.services.orderClosing.close(order.id, final, actor())).toEqual(closed);
    expect(await eventsOf(db(), order.id)).toHaveLength(1);
    expect(await outboxOf(db(), order.id)).toHaveLength(1);
    expect(await auditOf(db(), order.id, 'commande_cloturee')).toHaveLength(1);
    expect((await m.services.paymentProvider.authorisation(order.sessionId))?.capturedCents).toBe(final);
  });

  it('hands a home delivery over as LIVREE, « Livrée », its gift card part given back through the ledger', async () => {
    const order = await placeCardOrder(m, { quantity: 10, giftCardCents: 500 });
    await markPrepared(db(), order.id, staffId, 'LDD');
    // 300 cents kept: the card takes nothing, the gift card gets 200 back.
    const closed = await m.services.orderClosing.close(order.id, 300, actor());
    expect(closed).toMatchObject({
      statut_code: 'LIVREE',
      statut_libelle: 'Livrée',
      carte_cadeau: 3,
      carte_bancaire: 0,
      non_debite: order.cardCents / 100,
      recredite_carte_cadeau: 2,
    });
    expect(await giftCardBalance(m, order.giftCard!)).toBe(200);
    const { code } = await orderRow(db(), order.id);
    const [mail] = await mailsWith(`Votre commande ${code} a été livrée`);
    expect(mail!.text).toContain('Recrédité sur votre carte cadeau : 2,00 €');
    expect(mail!.text).toContain('Payé avec votre carte cadeau : 3,00 €');
  });

  it('refuses a final amount above what the payments allow: nothing taken, the order stays ready', async () => {
    const order = await placeCardOrder(m, { quantity: 3 });
    await markPrepared(db(), order.id, staffId);
    expect(await codeOf(m.services.orderClosing.close(order.id, order.totalCents + 1, actor()))).toBe(
      API_ERROR_CODES.closingAboveAuthorised,
    );
    expect(await captureOf(db(), order.id)).toBeUndefined();
    expect((await orderRow(db(), order.id)).statut_code).toBe('EN_ATTENTE');
    expect((await m.services.paymentProvider.authorisation(order.sessionId))?.capturedCents).toBe(0);
    // The whole authorised amount may still be taken.
    const closed = await m.services.orderClosing.close(order.id, order.totalCents, actor());
    expect(closed).toMatchObject({ statut_code: 'RETIREE', non_debite: 0 });
  });

  it('refuses an order that is not prepared, or whose payment the bank still checks', async () => {
    const placed = await placeCardOrder(m, { quantity: 2 });
    expect(await codeOf(m.services.orderClosing.close(placed.id, placed.totalCents, actor()))).toBe(
      API_ERROR_CODES.closingNotAllowed,
    );
    await db().updateTable('orders').set({ statut_code: 'EN_ATTENTE' }).where('id', '=', placed.id).execute();
    expect(await codeOf(m.services.orderClosing.close(placed.id, placed.totalCents, actor()))).toBe(
      API_ERROR_CODES.closingNotAllowed,
    );
    expect(await captureOf(db(), placed.id)).toBeUndefined();
    expect(await codeOf(m.services.orderClosing.close(2_000_000_000, 100, actor()))).toBe(
      API_ERROR_CODES.orderNotFound,
    );
  });

  it('finishes once after a crash between the capture and the hand-over, with the amount captured', async () => {
    const order = await placeCardOrder(m, { quantity: 10 });
    await markPrepared(db(), order.id, staffId);
    const final = order.totalCents - 100;
    // The first half of a closing whose process died before its transaction.
    await m.services.captures.captureOrder(order.id, final, actor());
    expect((await orderRow(db(), order.id)).statut_code).toBe('EN_ATTENTE');
    const closed = await m.services.orderClosing.close(order.id, final, actor());
    expect(closed).toMatchObject({ statut_code: 'RETIREE', montant_final: final / 100 });
    expect(await eventsOf(db(), order.id)).toHaveLength(1);
    expect(await m.services.paymentProvider.authorisation(order.sessionId)).toMatchObject({
      capturedCents: final,
      releasedCents: 100,
    });
  });

  it('closes once when closed from several places at the same time', async () => {
    const order = await placeCardOrder(m, { quantity: 10 });
    await markPrepared(db(), order.id, staffId);
    const final = order.totalCents - 50;
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map(() => m.services.orderClosing.close(order.id, final, actor())),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(await eventsOf(db(), order.id)).toHaveLength(1);
    expect(await outboxOf(db(), order.id)).toHaveLength(1);
    expect(await auditOf(db(), order.id, 'commande_cloturee')).toHaveLength(1);
    expect(await m.services.paymentProvider.authorisation(order.sessionId)).toMatchObject({
      capturedCents: final,
      releasedCents: 50,
    });
  });
});

describe('a closing racing the customer’s cancel', () => {
  it('a prepared order: the closing wins, the cancel is refused, the money agrees', async () => {
    const order = await placeCardOrder(m, { quantity: 10, giftCardCents: 400 });
    await markPrepared(db(), order.id, staffId);
    const { client_id } = await orderRow(db(), order.id);
    const final = order.totalCents - 150;
    const [closing, cancel] = await Promise.all([
      codeOf(m.services.orderClosing.close(order.id, final, actor())),
      codeOf(m.services.orderChanges.cancel(client_id, order.id, new Date())),
    ]);
    expect([closing, cancel]).toEqual(['ok', API_ERROR_CODES.orderNotCancellable]);
    expect((await orderRow(db(), order.id)).statut_code).toBe('RETIREE');
    expect(await m.services.paymentProvider.authorisation(order.sessionId)).toMatchObject({
      authorisedCents: order.cardCents,
      capturedCents: order.cardCents - 150,
      releasedCents: 150,
      refundedCents: 0,
    });
    expect(await giftCardBalance(m, order.giftCard!)).toBe(0);
  });
});

describe('the status e-mails of the store’s changes', () => {
  it('writes « en préparation » and « prête » once per order and status, in the caller’s transaction', async () => {
    const order = await placeCardOrder(m, { quantity: 2 });
    const mails = m.services.orderStatusMails;
    await db()
      .transaction()
      .execute(async (trx) => {
        await mails.enqueue(trx, order.id, 'VALIDEE');
        await mails.enqueue(trx, order.id, 'VALIDEE');
      });
    // A transaction rolled back writes nothing.
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await mails.enqueue(trx, order.id, 'EN_ATTENTE');
          throw new Error('rolled back');
        }),
    ).rejects.toThrow('rolled back');
    expect((await outboxOf(db(), order.id)).map((o) => o.kind)).toEqual(['commande-en-preparation']);
    await db()
      .transaction()
      .execute((trx) => mails.enqueue(trx, order.id, 'EN_ATTENTE'));
    const { code } = await orderRow(db(), order.id);
    const [preparing] = await mailsWith(`Votre commande ${code} est en préparation`);
    expect(preparing!.text).toContain('Votre commande est en préparation');
    const [ready] = await mailsWith(`Votre commande ${code} est prête`);
    expect(ready!.text).toContain('vous pouvez venir la retirer');
    expect(ready!.html).toContain('<html lang="fr">');
  });

  it('gives loyalty the withdrawn orders’ events', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const order = await placeCardOrder(m, { quantity: 2 });
    await markPrepared(db(), order.id, staffId);
    await m.services.orderClosing.close(order.id, order.totalCents, actor());
    const events = await m.services.orderClosing.events(since);
    expect(events.filter((e) => e.order_id === order.id)).toMatchObject([
      { kind: 'commande_retiree', amount_cents: order.totalCents },
    ]);
  });
});
