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
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let shop: number;
let marie: Record<string, string>;
let julien: Record<string, string>;
let orderId: number;
let product: { id: number; price_cents: number };

beforeAll(async () => {
  t = await createTestApp();
  shop = await driveStore(t);
  product = (await plainProducts(t, shop, 1))[0]!;
  const client = {
    ...(await clientIdOf(t, DEMO_ACCOUNTS.standard.email)),
    email: DEMO_ACCOUNTS.standard.email,
  };
  const draft = draftOf(client, shop, [{ ...product, quantity: 3 }], {
    frais: [{ type: 'creneau', libelle: 'Frais de préparation', cents: 500 }],
    reductions: [{ type: 'code_promo', libelle: 'Code promo BIENVENUE', cents: 200 }],
    totalCents: 3 * product.price_cents + 300,
    totalRemiseCents: 200,
  });
  const session = await openSession(t, draft);
  orderId = (await postNotification(t, notificationBody(session.id, 'acceptee'))).json().commande_id;
  marie = bearer((await login(t, DEMO_ACCOUNTS.standard)).access_token);
  julien = bearer((await login(t, DEMO_ACCOUNTS.loyalty)).access_token);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const rename = (id: number, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/me/commandes/${id}`, headers, payload });

describe('orders of the client', () => {
  it('lists the client’s orders, newest first, with all their fields', async () => {
    const res = await get('/api/me/commandes', marie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ page: 1, total: 1 });
    expect(body.data[0]).toMatchObject({
      id: orderId,
      statut_code: 'COMMANDEE',
      type_panier: 'drive',
      code_type_commande: 'DRIVE',
      code_paiement: 'cb',
      montant_total_ttc: (3 * product.price_cents + 300) / 100,
      montant_total_remise: 2,
      frais: [{ type: 'creneau', libelle: 'Frais de préparation', valeur: 5 }],
      reductions: [{ type: 'code_promo', libelle: 'Code promo BIENVENUE', valeur: 2 }],
      adresse_retrait: { adresse: '1 rue du Marché', cp: '75001', ville: 'Paris' },
      adresse: null,
    });
    expect(body.data[0].date_commande).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await get('/api/me/commandes?statut=archivees', marie)).json().data).toEqual([]);
    expect((await get('/api/me/commandes?page=0', marie)).statusCode).toBe(422);
  });

  it('counts the order on the client (GET /api/me): number of orders and last order date', async () => {
    const list = (await get('/api/me/commandes', marie)).json().data;
    const me = (await get('/api/me', marie)).json().data.attributes;
    expect(me.nb_commandes).toBe(1);
    expect(me.date_derniere_commande).toBe(list[0].date_commande);
    const other = (await get('/api/me', julien)).json().data.attributes;
    expect(other).toMatchObject({ nb_commandes: 0, date_derniere_commande: null });
  });

  it('shows one order with its lines to its owner only', async () => {
    const res = await get(`/api/me/commandes/${orderId}`, marie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lignes_commande).toEqual([
      expect.objectContaining({
        produit_id: product.id,
        quantite: 3,
        montant_ttc: (3 * product.price_cents) / 100,
      }),
    ]);
    const other = await get(`/api/me/commandes/${orderId}`, julien);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      message: 'Cette commande est introuvable.',
      code: API_ERROR_CODES.orderNotFound,
    });
    expect((await get('/api/me/commandes', julien)).json().data).toEqual([]);
    expect((await get(`/api/me/commandes/${orderId}`)).statusCode).toBe(401);
    expect((await get('/api/me/commandes/abc', marie)).statusCode).toBe(400);
  });

  it('names an order: required and trimmed, owner only', async () => {
    let res = await rename(orderId, marie, { titre: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Merci de renseigner un titre');
    res = await rename(orderId, julien, { titre: 'Volé' });
    expect(res.statusCode).toBe(404);
    res = await rename(orderId, marie, { titre: '  Courses de la semaine ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.titre).toBe('Courses de la semaine');
  });
});
