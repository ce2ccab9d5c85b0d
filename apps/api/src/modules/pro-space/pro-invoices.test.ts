import { frenchDate, invoiceDueOn, parisDay, parisParts } from '@cabas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureOf, markPrepared, orderRow, staffIdOf } from '../../../test/helpers/order-closing.ts';
import { pdfTextOf } from '../../../test/helpers/pdf.ts';
import {
  invoiceOf,
  movementsOf,
  onFutureSlot,
  PRO_BILLING,
  placeProOrder,
  proAccountOf,
  proClientId,
  setAgreement,
  staffStoreId,
} from '../../../test/helpers/pro-orders.ts';
import { createTestServices, type TestServices } from '../../../test/test-services.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';
import { eraseClient } from '../profile/account-erasure.repository.ts';

/**
 * What a pro order owes after it is placed (decision 119), on orders placed by the real notification
 * service, without HTTP (both databases): the receivable at the closing and at a cancel, the invoice
 * issued at the hand-over (its number, due date and PDF); the ledger always matches the outstanding.
 */

let m: TestServices;
let staffId: number;
let clientId: number;
let storeId: number;
beforeAll(async () => {
  m = await createTestServices();
  staffId = await staffIdOf(m.database.db, DEMO_STAFF_ACCOUNTS.preparer.email);
  clientId = await proClientId(m);
  storeId = await staffStoreId(m);
  await setAgreement(m, clientId, storeId, 45);
});
afterAll(() => m?.close());

const db = () => m.database.db;
const actor = () => ({ kind: 'staff', staffId }) as const;
const outstanding = async () => (await proAccountOf(m, clientId)).outstanding_cents;
const cardOperations = (orderId: number) =>
  db().selectFrom('payment_card_operations').select('id').where('order_id', '=', orderId).execute();

async function closed(options: { onInvoice: boolean }, finalOf = (total: number) => total) {
  const order = await placeProOrder(m, options);
  await markPrepared(db(), order.id, staffId);
  const final = finalOf(order.totalCents);
  await m.services.orderClosing.close(order.id, final, actor());
  return { order, final };
}

describe('the receivable of a pro order on invoice', () => {
  it('is charged at the order, then moves to the final amount at the closing, nothing captured', async () => {
    const before = await outstanding();
    const order = await placeProOrder(m, { onInvoice: true });
    expect(await outstanding()).toBe(before + order.totalCents);
    await markPrepared(db(), order.id, staffId);
    const final = order.totalCents - 150;
    const answer = await m.services.orderClosing.close(order.id, final, actor());
    expect(answer).toMatchObject({ statut_code: 'RETIREE', montant_final: final / 100, carte_bancaire: 0 });
    expect(await orderRow(db(), order.id)).toMatchObject({
      statut_code: 'RETIREE',
      final_total_cents: final,
    });
    expect(await movementsOf(m, order.id)).toEqual([
      { cause: 'commande', amount_cents: order.totalCents, idempotency_key: `commande:${order.sessionId}` },
      { cause: 'montant_final', amount_cents: -150, idempotency_key: `montant_final:${order.id}` },
    ]);
    expect(await outstanding()).toBe(before + final);
    expect(await cardOperations(order.id)).toEqual([]);
    expect(await captureOf(db(), order.id)).toMatchObject({
      final_cents: final,
      card_cents: 0,
      shortfall_cents: 0,
    });
    expect(await m.services.receivables.mismatches()).toEqual([]);
  });

  it('moves once: the hand-over step again (a retry) adds neither a movement nor an invoice', async () => {
    const { order } = await closed({ onInvoice: true }, (total) => total + 80);
    const invoice = await invoiceOf(m, order.id);
    await db()
      .transaction()
      .execute((trx) => m.services.proInvoices.atHandOver(trx, order.id, new Date()));
    expect((await movementsOf(m, order.id)).map((r) => [r.cause, r.amount_cents])).toEqual([
      ['commande', order.totalCents],
      ['montant_final', 80],
    ]);
    expect(await invoiceOf(m, order.id)).toEqual(invoice);
    expect(await m.services.receivables.mismatches()).toEqual([]);
  });

  it('is given back when the order is cancelled, and no card is refunded nor released', async () => {
    const before = await outstanding();
    const order = await placeProOrder(m, { onInvoice: true });
    await onFutureSlot(m, order);
    const cancelled = await m.services.orderChanges.cancel(clientId, order.id, new Date());
    expect(cancelled).toMatchObject({ statut_code: 'ANNULEE' });
    expect(await movementsOf(m, order.id)).toEqual([
      { cause: 'commande', amount_cents: order.totalCents, idempotency_key: `commande:${order.sessionId}` },
      { cause: 'annulation', amount_cents: -order.totalCents, idempotency_key: `annulation:${order.id}` },
    ]);
    expect(await outstanding()).toBe(before);
    const released = await db()
      .selectFrom('payment_authorisation_changes')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    const refunded = await db()
      .selectFrom('payment_refunds')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect([...released, ...refunded]).toEqual([]);
    expect(await m.services.receivables.mismatches()).toEqual([]);
  });
});

describe('the invoice of a withdrawn pro order', () => {
  it('is issued at the hand-over for the final amount, due after the agreement’s payment term', async () => {
    const now = new Date();
    const { order, final } = await closed({ onInvoice: true }, (total) => total - 30);
    const invoice = await invoiceOf(m, order.id);
    expect(invoice).toMatchObject({
      client_id: clientId,
      store_id: storeId,
      amount_cents: final,
      due_on: invoiceDueOn(parisDay(now), 45),
      paid_at: null,
    });
    expect(invoice?.numero).toMatch(new RegExp(`^FP-${parisParts(now).year}-\\d{6}$`));
  });

  it('is due after 30 days at a store whose agreement names no term', async () => {
    const other = await db()
      .selectFrom('stores')
      .select('id')
      .where('is_national', '=', 0)
      .where('id', '!=', storeId)
      .where(
        'id',
        'not in',
        db().selectFrom('client_pro_stores').select('store_id').where('client_id', '=', clientId),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const order = await placeProOrder(m, { onInvoice: true, storeId: other.id });
    await markPrepared(db(), order.id, staffId);
    await m.services.orderClosing.close(order.id, order.totalCents, actor());
    expect((await invoiceOf(m, order.id))?.due_on).toBe(invoiceDueOn(parisDay(new Date()), 30));
  });

  it('of an order paid by card is paid at issue, and the receivable never moves', async () => {
    const before = await outstanding();
    const { order, final } = await closed({ onInvoice: false }, (total) => total - 20);
    const invoice = await invoiceOf(m, order.id);
    expect(invoice).toMatchObject({ amount_cents: final, paid_at: invoice?.issued_at });
    expect(await movementsOf(m, order.id)).toEqual([]);
    expect(await outstanding()).toBe(before);
  });

  it('gets its own number when two orders are withdrawn at once', async () => {
    const orders = [
      await placeProOrder(m, { onInvoice: true }),
      await placeProOrder(m, { onInvoice: false }),
    ];
    for (const order of orders) await markPrepared(db(), order.id, staffId);
    await Promise.all(orders.map((o) => m.services.orderClosing.close(o.id, o.totalCents, actor())));
    const numbers = await Promise.all(orders.map(async (o) => (await invoiceOf(m, o.id))?.numero));
    const sequences = numbers.map((n) => Number(n?.slice(-6))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(2);
    expect(sequences[1]).toBe(sequences[0]! + 1);
  });

  it('is a PDF with the company, its SIRET and VAT number, the VAT by rate and the due date', async () => {
    const now = new Date();
    const { order } = await closed({ onInvoice: true });
    const invoice = await invoiceOf(m, order.id);
    const { pdf } = await m.services.proSpace.invoicePdf({ id: clientId, isPro: true }, invoice!.numero);
    const text = pdfTextOf(pdf);
    const due = frenchDate(new Date(`${invoiceDueOn(parisDay(now), 45)}T12:00:00Z`));
    for (const part of [
      `Facture n° ${invoice!.numero}`,
      PRO_BILLING.raison_sociale,
      `SIRET ${PRO_BILLING.siret}`,
      `N° de TVA intracommunautaire : ${PRO_BILLING.tva_intracommunautaire}`,
      `Référence de votre bon de commande : ${PRO_BILLING.pro_ref}`,
      `Commande passée par : ${PRO_BILLING.pro_passee_par}`,
      `Bénéficiaire : ${PRO_BILLING.pro_beneficiaire}`,
      'Détail de la TVA',
      'Total HT',
      'Total TVA',
      'Total TTC',
      'Délai de paiement : 45 jours.',
      `À régler avant le ${due}.`,
    ])
      expect(text).toContain(part);
  });

  it('paid by card says so on its PDF', async () => {
    const { order } = await closed({ onInvoice: false });
    const invoice = await invoiceOf(m, order.id);
    const { pdf } = await m.services.proSpace.invoicePdf({ id: clientId, isPro: true }, invoice!.numero);
    const text = pdfTextOf(pdf);
    expect(text).toContain('Payée par carte bancaire');
    expect(text).not.toContain('À régler avant le');
  });
});

describe('the erasure of a pro account', () => {
  it('is refused while the company owes, and keeps the invoices while removing the company', async () => {
    const status = await m.services.profile.deletionStatus(clientId, new Date());
    expect(status.possible).toBe(false);
    expect(status.raisons.map((r) => r.code)).toContain('factures_pro_a_regler');
    const invoices = await db()
      .selectFrom('pro_invoices')
      .select('numero')
      .where('client_id', '=', clientId)
      .execute();
    await db()
      .transaction()
      .execute((trx) => eraseClient(trx, clientId, new Date().toISOString()));
    expect(
      await db().selectFrom('pro_accounts').select('client_id').where('client_id', '=', clientId).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('pro_invoices').select('numero').where('client_id', '=', clientId).execute(),
    ).toEqual(invoices);
  });
});
