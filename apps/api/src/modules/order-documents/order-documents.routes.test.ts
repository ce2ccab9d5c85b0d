import { API_ERROR_CODES } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../../test/accounts-helpers.ts';
import { driveStore, plainProducts } from '../../../test/helpers/cart.ts';
import {
  clientIdOf,
  draftOf,
  notificationBody,
  openSession,
  postNotification,
} from '../../../test/helpers/payments.ts';
import { pdfTextOf } from '../../../test/helpers/pdf.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-order-documents.ts';

let t: TestApp;
let marie: Record<string, string>;
let julien: Record<string, string>;
let pro: Record<string, string>;
let orderId: number;
let orderCode: string;
let product: { id: number; price_cents: number };

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const ADDRESS = { adresse: '12 rue des Lilas', codePostal: '69003', ville: 'Lyon', pays: 'France' };

async function placeOrder(
  email: string,
  shop: number,
  lines: { id: number; price_cents: number; quantity?: number }[],
  extra = {},
) {
  const client = { ...(await clientIdOf(t, email)), email };
  const session = await openSession(t, draftOf(client, shop, lines, extra));
  return (await postNotification(t, notificationBody(session.id, 'acceptee'))).json().commande_id as number;
}

const withdraw = (id: number) =>
  t.database.db.updateTable('orders').set({ statut_code: 'RETIREE' }).where('id', '=', id).execute();

beforeAll(async () => {
  t = await createTestApp();
  const shop = await driveStore(t);
  product = (await plainProducts(t, shop, 1))[0]!;
  orderId = await placeOrder(DEMO_ACCOUNTS.standard.email, shop, [{ ...product, quantity: 3 }], {
    frais: [{ type: 'creneau', libelle: 'Frais de préparation', cents: 500 }],
    reductions: [{ type: 'code_promo', libelle: 'Code promo BIENVENUE', cents: 200 }],
    totalCents: 3 * product.price_cents + 300,
    totalRemiseCents: 200,
  });
  marie = bearer((await login(t, DEMO_ACCOUNTS.standard)).access_token);
  julien = bearer((await login(t, DEMO_ACCOUNTS.loyalty)).access_token);
  pro = bearer((await login(t, DEMO_ACCOUNTS.pro)).access_token);
  orderCode = (await get(`/api/me/commandes/${orderId}`, marie)).json().data.code;
});
afterAll(() => t?.close());

describe('order PDF', () => {
  it('is a real PDF with the order code, its lines, totals and the VAT by rate', async () => {
    const res = await get(`/api/me/commandes/${orderId}/pdf`, marie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="commande-${orderCode}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfTextOf(res.rawPayload);
    expect(text).toContain(orderCode);
    expect(text).toContain(`Produit ${product.id}`);
    expect(text).toContain('Frais de préparation');
    expect(text).toContain('Code promo BIENVENUE');
    expect(text).toContain('Détail de la TVA');
    expect(text).toMatch(/5,5 %|20 %/);
    expect(text).toContain('Total TTC');
  });

  it('keeps the VAT rate of the day of the sale on the order lines', async () => {
    const lines = await t.database.db
      .selectFrom('order_lines')
      .select('tva_taux')
      .where('order_id', '=', orderId)
      .execute();
    expect(lines.map((l) => l.tva_taux)).toEqual([expect.any(Number)]);
    expect([550, 2000]).toContain(lines[0]!.tva_taux);
  });

  it('is another client’s order: 404, and a visitor: 401', async () => {
    const res = await get(`/api/me/commandes/${orderId}/pdf`, julien);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(API_ERROR_CODES.orderNotFound);
    expect((await get(`/api/me/commandes/${orderId}/pdf`)).statusCode).toBe(401);
    expect((await get('/api/me/commandes/abc/pdf', marie)).statusCode).toBe(400);
  });
});

describe('invoice', () => {
  it('is not available before the order is withdrawn', async () => {
    const state = (await get(`/api/me/commandes/${orderId}/facture`, marie)).json().data;
    expect(state).toMatchObject({
      disponible: false,
      raison: 'non_retiree',
      facture: null,
      has_adresse_facture: false,
    });
    const res = await post(`/api/me/commandes/${orderId}/facture`, marie, ADDRESS);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(API_ERROR_CODES.invoiceNotAvailable);
    expect((await get(`/api/me/commandes/${orderId}/facture/pdf`, marie)).statusCode).toBe(409);
  });

  it('asks for a billing address with the specification’s messages', async () => {
    await withdraw(orderId);
    const state = (await get(`/api/me/commandes/${orderId}/facture`, marie)).json().data;
    expect(state).toMatchObject({
      disponible: true,
      raison: null,
      has_adresse_facture: false,
      facture: null,
    });
    const res = await post(`/api/me/commandes/${orderId}/facture`, marie, {
      adresse: ' ',
      codePostal: '6900',
      ville: '',
      complement: 'Bât. <B>',
      departement: 'Rhône 69',
      pays: 'France',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      adresse: ['Merci de renseigner votre adresse'],
      codePostal: ['Merci de renseigner un code postal valide'],
      ville: ['Merci de renseigner votre ville'],
      complement: ["Merci de renseigner un complement d'adresse valide"],
      departement: ['Ce nom de departement est invalide'],
    });
    const belgian = await post(`/api/me/commandes/${orderId}/facture`, marie, {
      ...ADDRESS,
      pays: 'Belgique',
    });
    expect(belgian.statusCode).toBe(422);
    expect(belgian.json().errors.codePostal).toEqual(['Merci de renseigner un code postal valide']);
  });

  it('issues one numbered invoice with the address, then prints it', async () => {
    const res = await post(`/api/me/commandes/${orderId}/facture`, marie, {
      ...ADDRESS,
      complement: 'Bâtiment B',
    });
    expect(res.statusCode).toBe(201);
    const state = res.json().data;
    expect(state).toMatchObject({
      has_adresse_facture: true,
      facture: { adresse: { ...ADDRESS, complement: 'Bâtiment B', departement: null } },
    });
    const year = new Date().getFullYear();
    expect(state.facture.numero).toMatch(new RegExp(`^FAC-(${year}|${year + 1})-\\d{6}$`));
    const again = await post(`/api/me/commandes/${orderId}/facture`, marie, { ...ADDRESS, ville: 'Paris' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.facture).toEqual(state.facture);

    const pdf = await get(`/api/me/commandes/${orderId}/facture/pdf`, marie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfTextOf(pdf.rawPayload);
    expect(text).toContain(`Facture n° ${state.facture.numero}`);
    expect(text).toContain(orderCode);
    expect(text).toContain('Cabas SAS');
    expect(text).toContain('Mme Marie Dupont');
    expect(text).toContain('69003 Lyon');
    expect(text).toContain('Total HT');
  });

  it('numbers invoices in sequence within the year', async () => {
    const shop = await driveStore(t);
    const second = await placeOrder(DEMO_ACCOUNTS.standard.email, shop, [product]);
    await withdraw(second);
    const first = (await get(`/api/me/commandes/${orderId}/facture`, marie)).json().data.facture.numero;
    const suggested = (await get(`/api/me/commandes/${second}/facture`, marie)).json().data.adresse_proposee;
    expect(suggested).toMatchObject({ adresse: ADDRESS.adresse, ville: 'Lyon' });
    const next = (await post(`/api/me/commandes/${second}/facture`, marie, ADDRESS)).json().data.facture
      .numero;
    const n = (numero: string) => Number(numero.slice(-6));
    expect(next.slice(0, 9)).toBe(first.slice(0, 9));
    expect(n(next)).toBe(n(first) + 1);
  });

  it('never repeats or skips a number when invoices are asked for at once', async () => {
    const shop = await driveStore(t);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await placeOrder(DEMO_ACCOUNTS.standard.email, shop, [product]));
    for (const id of ids) await withdraw(id);
    // Twice each: one invoice per order whatever the race, the second answer being the first invoice.
    const answers = await Promise.all(
      [...ids, ...ids].map((id) => post(`/api/me/commandes/${id}/facture`, marie, ADDRESS)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201, 201, 201, 201]);
    const byOrder = new Map<number, Set<string>>();
    answers.forEach((a, i) => {
      const id = [...ids, ...ids][i]!;
      byOrder.set(id, (byOrder.get(id) ?? new Set()).add(a.json().data.facture.numero));
    });
    expect([...byOrder.values()].every((numbers) => numbers.size === 1)).toBe(true);
    const numbers = [...byOrder.values()].map((set) => Number([...set][0]!.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2, numbers[0]! + 3]);
  });

  it('is 404 for another client’s order on every route', async () => {
    for (const res of [
      await get(`/api/me/commandes/${orderId}/facture`, julien),
      await post(`/api/me/commandes/${orderId}/facture`, julien, ADDRESS),
      await get(`/api/me/commandes/${orderId}/facture/pdf`, julien),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(API_ERROR_CODES.orderNotFound);
    }
  });

  it('is not offered on a pro order', async () => {
    const proClient = await t.database.db
      .selectFrom('clients')
      .select('id_magasin')
      .where('email', '=', DEMO_ACCOUNTS.pro.email)
      .executeTakeFirstOrThrow();
    const proProduct = (await plainProducts(t, proClient.id_magasin!, 1))[0]!;
    const id = await placeOrder(DEMO_ACCOUNTS.pro.email, proClient.id_magasin!, [proProduct]);
    await withdraw(id);
    expect((await get(`/api/me/commandes/${id}/facture`, pro)).json().data).toMatchObject({
      disponible: false,
      raison: 'pro',
    });
    const res = await post(`/api/me/commandes/${id}/facture`, pro, ADDRESS);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(API_ERROR_CODES.invoiceProOrder);
  });
});
