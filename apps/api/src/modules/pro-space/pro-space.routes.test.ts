import { API_ERROR_CODES } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../../test/accounts-helpers.ts';
import { markPrepared, staffIdOf } from '../../../test/helpers/order-closing.ts';
import { pdfTextOf } from '../../../test/helpers/pdf.ts';
import {
  invoiceOf,
  type ProOrder,
  placeProOrder,
  proAccountOf,
  proClientId,
} from '../../../test/helpers/pro-orders.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';

/**
 * The pro services space (GET /api/me/espace-pro, its invoices and their PDFs, decision 119): the
 * pro's own company, stores, outstanding and invoices; a consumer is refused, another company's
 * invoice is not found.
 */

let t: TestApp;
let pro: Record<string, string>;
let consumer: Record<string, string>;
let clientId: number;
let staffId: number;
let invoiced: ProOrder;
let numero: string;

const m = () => ({ database: t.database, services: t.app.services });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  clientId = await proClientId(m());
  staffId = await staffIdOf(t.database.db, DEMO_STAFF_ACCOUNTS.preparer.email);
  pro = bearer((await login(t, DEMO_ACCOUNTS.pro)).access_token);
  consumer = bearer((await login(t, DEMO_ACCOUNTS.loyalty)).access_token);
  invoiced = await placeProOrder(m(), { onInvoice: true });
  await markPrepared(t.database.db, invoiced.id, staffId);
  await t.app.services.orderClosing.close(invoiced.id, invoiced.totalCents, { kind: 'staff', staffId });
  numero = (await invoiceOf(m(), invoiced.id))!.numero;
});
afterAll(() => t?.close());

describe('the pro space', () => {
  it('is refused to a consumer account (403 compte_pro_requis), every call of it', async () => {
    for (const url of [
      '/api/me/espace-pro',
      '/api/me/espace-pro/factures',
      `/api/me/espace-pro/factures/${numero}/pdf`,
    ]) {
      const res = await get(url, consumer);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ status_code: 403, code: API_ERROR_CODES.proAccountRequired });
    }
  });

  it('answers the company, its contact, its agreement stores, its outstanding and its invoices to pay', async () => {
    const account = await proAccountOf(m(), clientId);
    const res = await get('/api/me/espace-pro', pro);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.entreprise).toEqual({
      raison_sociale: 'Boulangerie Lefebvre',
      siret: '51234567900009',
      tva_intracommunautaire: 'FR75512345679',
      adresse: '12 rue Nationale',
      code_postal: '59000',
      ville: 'Lille',
    });
    expect(data.contact).toMatchObject({ prenom_referent: expect.any(String) });
    expect(data.magasins.length).toBeGreaterThanOrEqual(3);
    expect(data.magasins[0]).toMatchObject({ delai_paiement_jours: 30, service_pro: true });
    expect(data.encours).toEqual({
      plafond: 3000,
      utilise: account.outstanding_cents / 100,
      disponible: (300_000 - account.outstanding_cents) / 100,
    });
    expect(data.factures_a_payer).toEqual({ nombre: 1, montant: invoiced.totalCents / 100, en_retard: 0 });
  });

  it('lists the invoices by status, and a late one as late', async () => {
    const toPay = (await get('/api/me/espace-pro/factures?statut=a_payer', pro)).json();
    expect(toPay.data).toEqual([
      expect.objectContaining({
        numero,
        commande_id: invoiced.id,
        montant_ttc: invoiced.totalCents / 100,
        statut: 'a_payer',
        reglee_le: null,
      }),
    ]);
    expect(toPay.meta).toMatchObject({ page: 1, total: 1, nb_pages: 1 });
    expect((await get('/api/me/espace-pro/factures?statut=payee', pro)).json().data).toEqual([]);
    await t.database.db
      .updateTable('pro_invoices')
      .set({ due_on: '2020-01-31' })
      .where('numero', '=', numero)
      .execute();
    const late = (await get('/api/me/espace-pro/factures?statut=en_retard', pro)).json();
    expect(late.data.map((i: { numero: string; statut: string }) => [i.numero, i.statut])).toEqual([
      [numero, 'en_retard'],
    ]);
    expect((await get('/api/me/espace-pro', pro)).json().data.factures_a_payer.en_retard).toBe(1);
  });

  it('downloads the pro’s own invoice as a PDF', async () => {
    const res = await get(`/api/me/espace-pro/factures/${numero}/pdf`, pro);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="facture-${numero}.pdf"`);
    expect(pdfTextOf(res.rawPayload)).toContain('SIRET 51234567900009');
  });

  it('links the withdrawn pro order to its invoice PDF’s download on the shop', async () => {
    const res = await get(`/api/me/commandes/${invoiced.id}`, pro);
    expect(res.json().data).toMatchObject({
      numero_commande_pro: expect.any(String),
      url_facture: `/mon-compte/espace-pro/factures/${numero}/pdf`,
    });
  });

  it('does not open another company’s invoice (404 facture_pro_introuvable)', async () => {
    await t.database.db
      .updateTable('clients')
      .set({ is_pro: 1, pro_company_name: 'Épicerie Dupont' })
      .where('email', '=', DEMO_ACCOUNTS.standard.email)
      .execute();
    const other = bearer((await login(t, DEMO_ACCOUNTS.standard)).access_token);
    const res = await get(`/api/me/espace-pro/factures/${numero}/pdf`, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: API_ERROR_CODES.proInvoiceNotFound });
    expect((await get('/api/me/espace-pro/factures', other)).json().data).toEqual([]);
  });
});
