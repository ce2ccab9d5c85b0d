import { API_ERROR_CODES } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../../test/accounts-helpers.ts';
import { markPrepared, staffIdOf } from '../../../test/helpers/order-closing.ts';
import { staffHeaders } from '../../../test/helpers/preparation.ts';
import {
  invoiceOf,
  movementsOf,
  placeProOrder,
  proAccountOf,
  proClientId,
  staffStoreId,
} from '../../../test/helpers/pro-orders.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';

/**
 * The store's pro invoices on the staff side (decision 119): its staff list them, its manager records
 * a payment once, which lowers what the company owes; other stores' staff and preparers are refused.
 */

let t: TestApp;
let storeId: number;
let clientId: number;
let staffId: number;
let preparer: Record<string, string>;
let manager: Record<string, string>;
let otherPreparer: Record<string, string>;

const m = () => ({ database: t.database, services: t.app.services });
const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/gestion/magasins/${storeId}/factures-pro${query}`, headers });
const pay = (headers: Record<string, string>, numero: string, store = storeId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/gestion/magasins/${store}/factures-pro/${numero}/reglement`,
    headers,
  });

/** A pro order of the staff's store closed through the API (the preparation's amount), and its invoice. */
async function withdrawn(onInvoice: boolean) {
  const order = await placeProOrder(m(), { onInvoice });
  await markPrepared(t.database.db, order.id, staffId);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/gestion/commandes/${order.id}/cloture`,
    headers: preparer,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ statut_code: 'RETIREE', montant_final: order.totalCents / 100 });
  return { order, invoice: (await invoiceOf(m(), order.id))! };
}

beforeAll(async () => {
  t = await createTestApp();
  storeId = await staffStoreId(m());
  clientId = await proClientId(m());
  staffId = await staffIdOf(t.database.db, DEMO_STAFF_ACCOUNTS.preparer.email);
  [preparer, manager, otherPreparer] = await Promise.all([
    staffHeaders(t, 'preparer'),
    staffHeaders(t, 'manager'),
    staffHeaders(t, 'otherPreparer'),
  ]);
});
afterAll(() => t?.close());

describe('the store’s pro invoices', () => {
  it('lists the invoices to pay for the store’s staff, with the company', async () => {
    const { invoice, order } = await withdrawn(true);
    const res = await list(preparer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ page: 1, magasin: { id: storeId } });
    expect(body.data).toContainEqual(
      expect.objectContaining({
        numero: invoice.numero,
        commande_id: order.id,
        statut: 'a_payer',
        client: { id: clientId, raison_sociale: 'Boulangerie Lefebvre', siret: '51234567900009' },
      }),
    );
  });

  it('refuses another store’s staff (403) and a customer’s token', async () => {
    const res = await list(otherPreparer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: API_ERROR_CODES.staffStoreRefused });
    const customer = bearer((await login(t, DEMO_ACCOUNTS.loyalty)).access_token);
    expect((await list(customer)).json()).toMatchObject({
      status_code: 403,
      code: API_ERROR_CODES.staffOnly,
    });
  });

  it('records a payment for the manager only, once: the company owes that much less', async () => {
    const { invoice, order } = await withdrawn(true);
    const refused = await pay(preparer, invoice.numero);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: API_ERROR_CODES.staffRoleRefused });
    expect((await pay(otherPreparer, invoice.numero)).json()).toMatchObject({
      code: API_ERROR_CODES.staffStoreRefused,
    });

    const before = (await proAccountOf(m(), clientId)).outstanding_cents;
    const res = await pay(manager, invoice.numero);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { numero: invoice.numero, statut: 'payee', reglee_le: expect.any(String) },
      meta: { message: `Règlement de la facture ${invoice.numero} enregistré.` },
    });
    expect((await proAccountOf(m(), clientId)).outstanding_cents).toBe(before - invoice.amount_cents);
    expect(await movementsOf(m(), order.id)).toContainEqual({
      cause: 'reglement',
      amount_cents: -invoice.amount_cents,
      idempotency_key: `reglement:${invoice.numero}`,
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'store_id'])
      .where('entity', '=', 'facture_pro')
      .where('entity_id', '=', invoice.numero)
      .execute();
    expect(audit).toEqual([{ action: 'facture_pro_reglee', store_id: storeId }]);

    const again = await pay(manager, invoice.numero);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: API_ERROR_CODES.proInvoiceAlreadyPaid });
    expect((await proAccountOf(m(), clientId)).outstanding_cents).toBe(before - invoice.amount_cents);
    expect(await t.app.services.receivables.mismatches()).toEqual([]);
    const paid = (await list(manager, '?statut=payee')).json().data;
    expect(paid.map((i: { numero: string }) => i.numero)).toContain(invoice.numero);
  });

  it('answers 409 for an invoice paid by card at the order, 404 for another store’s', async () => {
    const { invoice } = await withdrawn(false);
    expect((await pay(manager, invoice.numero)).json()).toMatchObject({
      code: API_ERROR_CODES.proInvoiceAlreadyPaid,
    });
    const headOffice = await staffHeaders(t, 'headOffice');
    const elsewhere = await pay(headOffice, invoice.numero, storeId + 1);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: API_ERROR_CODES.proInvoiceNotFound });
  });
});
