import {
  API_ERROR_CODES,
  type RhythmLine,
  type UsualItem,
  type UsualProductsResponse,
} from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, testClock } from '../../../test/accounts-helpers.ts';
import { call, plainProducts, setLine } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type HistoryOrder, insertHistoryOrders } from '../../db/seed/orders-history.ts';

type Product = { id: number; designation: string };
const NOW = new Date('2026-11-26T10:00:00Z');
const DAY = 86_400_000;
const clock = testClock(NOW);
let t: TestApp;
let m: Shopper;
let j: Shopper;
/** Bought by Marie only: every 14 days (due), twice lately, once, twice in cancelled orders. */
let due: { id: number; designation: string };
let twice: { id: number; designation: string };
let once: { id: number; designation: string };
let cancelled: { id: number; designation: string };
/** Bought in two orders of yesterday. */
let sameDay: { id: number; designation: string };

const order = (
  days: number,
  products: { id: number; designation: string }[],
  statut: HistoryOrder['statut'] = 'RETIREE',
  quantity = 2,
): HistoryOrder => ({
  storeId: m.shop,
  placedAt: new Date(NOW.getTime() - days * DAY),
  statut,
  lines: products.map((p) => ({
    productId: p.id,
    designation: p.designation,
    quantity,
    unitPriceCents: 250,
  })),
});

beforeAll(async () => {
  t = await createTestApp({ clock });
  [m, j] = await Promise.all([marie(t), julien(t)]);
  // Products Julien never bought at the till: what Marie buys must not show in his list.
  const julienBought = new Set(
    (
      await t.database.db
        .selectFrom('receipt_lines as r')
        .innerJoin('receipts as t', 't.id', 'r.receipt_id')
        .select('r.product_id')
        .where('t.client_id', '=', j.clientId)
        .execute()
    ).map((r) => r.product_id),
  );
  const products = (await plainProducts(t, m.shop, 40)).filter((p) => !julienBought.has(p.id));
  [due, twice, once, cancelled, sameDay] = products.map((p, i) => ({
    id: p.id,
    designation: `Produit habituel ${i + 1}`,
  })) as Product[] as [Product, Product, Product, Product, Product];
  const client = { id: m.clientId, email: DEMO_ACCOUNTS.standard.email };
  await insertHistoryOrders(t.database.db, client, [
    order(42, [due]),
    order(28, [due, twice]),
    order(14, [due, once]),
    order(3, [twice]),
    order(20, [cancelled], 'ANNULEE'),
    order(10, [cancelled], 'ANNULEE'),
    order(1, [sameDay]),
    order(1, [sameDay]),
  ]);
});
afterAll(() => t?.close());

const get = (s: Shopper, path: string) => call(t, 'GET', `/api/me/smartlistes${path}`, s.headers);

describe('usual products', () => {
  it('need a logged-in client', async () => {
    for (const path of ['', '/suggestions', '/panier-habituel']) {
      const res = await call(t, 'GET', `/api/me/smartlistes${path}?magasin_id=${m.shop}`, {});
      expect(res.statusCode).toBe(401);
    }
  });

  it('are the products bought in two orders or more, most frequent and recent first', async () => {
    const res = await get(m, `?magasin_id=${m.shop}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as UsualProductsResponse;
    expect(body.data.map((i) => i.id)).toEqual([due.id, sameDay.id, twice.id]);
    expect(body.meta.total).toBe(3);
    const [first] = body.data as [UsualItem];
    expect(first).toMatchObject({ quantite: 2, nb_achats: 3, frequence_jours: 14, disponible: true });
    expect(first.resume).toBe('Acheté 3 fois, dernier achat le 12 novembre 2026');
    expect(first.produit.prix).toBeGreaterThan(0);
    expect(body.meta.rayons.reduce((n, r) => n + r.nb_produits, 0)).toBe(3);
    expect(body.data[1]).toMatchObject({ nb_achats: 2, frequence_jours: null });
  });

  it('filter by department', async () => {
    const all = (await get(m, `?magasin_id=${m.shop}`)).json() as UsualProductsResponse;
    const department = all.data[0]!.produit.category_path[0]!;
    const res = await get(m, `?magasin_id=${m.shop}&rayon=${department.id}`);
    const body = res.json() as UsualProductsResponse;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((i) => i.produit.category_path[0]?.id === department.id)).toBe(true);
    expect(body.meta.rayons).toEqual(all.meta.rayons);
  });

  it('never show another client’s purchases', async () => {
    const res = await get(j, `?magasin_id=${j.shop}`);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as UsualProductsResponse).data.map((i) => i.id);
    // Julien's own receipts make usual products of his.
    expect(ids.length).toBeGreaterThan(0);
    for (const p of [due, twice, sameDay]) expect(ids).not.toContain(p.id);
    const rhythm = (await get(j, `/panier-habituel?magasin_id=${j.shop}`)).json().data as RhythmLine[];
    expect(rhythm.map((l) => l.id)).not.toContain(due.id);
  });

  it('answer a clear error for a bad, unknown or national store', async () => {
    const bad = await get(m, '?magasin_id=abc');
    expect([400, 422]).toContain(bad.statusCode);
    expect(bad.json().message).toBeTruthy();
    const unknown = await get(m, '?magasin_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(API_ERROR_CODES.storeNotFound);
    const national = await get(m, '/suggestions?magasin_id=999');
    expect(national.statusCode).toBe(409);
    expect(national.json().code).toBe(API_ERROR_CODES.nationalStore);
  });
});

describe('cart suggestions from usual products', () => {
  it('leave out what is already in a cart of the store', async () => {
    const before = (await get(m, `/suggestions?magasin_id=${m.shop}`)).json().data as UsualItem[];
    expect(before.map((i) => i.id)).toEqual([due.id, sameDay.id, twice.id]);
    const res = await setLine(t, m.shop, due.id, m.headers, { quantite: 1, type_panier: 'drive' });
    expect(res.statusCode).toBe(200);
    const after = (await get(m, `/suggestions?magasin_id=${m.shop}`)).json().data as UsualItem[];
    expect(after.map((i) => i.id)).toEqual([sameDay.id, twice.id]);
    await setLine(t, m.shop, due.id, m.headers, { quantite: 0, type_panier: 'drive' });
  });
});

describe('the usual basket (buying rhythm)', () => {
  it('proposes what is due, saying why', async () => {
    const res = await get(m, `/panier-habituel?magasin_id=${m.shop}`);
    expect(res.statusCode).toBe(200);
    const lines = res.json().data as RhythmLine[];
    expect(lines.map((l) => l.id)).toEqual([due.id]);
    expect(lines[0]).toMatchObject({
      quantite: 2,
      frequence_jours: 14,
      date_prevue: '2026-11-26',
      raison: 'Acheté toutes les 2 semaines environ, dernier achat le 12 novembre 2026',
    });
  });
});

describe('hiding usual products', () => {
  const hideOne = (s: Shopper, store: number | string, item: number | string) =>
    call(t, 'DELETE', `/api/me/smartlistes/${store}/smartlisteItem/${item}`, s.headers);
  const hideMany = (s: Shopper, body: object) =>
    call(t, 'POST', '/api/me/smartlistes/deleteItems', s.headers, body);
  const usualIds = async (s: Shopper, path = '') =>
    ((await get(s, `${path}?magasin_id=${s.shop}`)).json().data as UsualItem[]).map((i) => i.id);

  it('needs a logged-in client', async () => {
    expect(
      (await call(t, 'DELETE', `/api/me/smartlistes/${m.shop}/smartlisteItem/${twice.id}`, {})).statusCode,
    ).toBe(401);
    const bulk = await call(
      t,
      'POST',
      '/api/me/smartlistes/deleteItems',
      {},
      {
        magasin_id: m.shop,
        smartlisteItems: [twice.id],
      },
    );
    expect(bulk.statusCode).toBe(401);
    expect(await usualIds(m)).toContain(twice.id);
  });

  it('removes one product from the usual products and the cart suggestions, again without error', async () => {
    const before = (await get(m, `?magasin_id=${m.shop}`)).json() as UsualProductsResponse;
    expect((await hideOne(m, m.shop, twice.id)).statusCode).toBe(204);
    const after = (await get(m, `?magasin_id=${m.shop}`)).json() as UsualProductsResponse;
    expect(after.data.map((i) => i.id)).toEqual([due.id, sameDay.id]);
    expect(after.meta.total).toBe(2);
    const count = (r: UsualProductsResponse) => r.meta.rayons.reduce((n, d) => n + d.nb_produits, 0);
    expect(count(after)).toBe(count(before) - 1);
    expect(await usualIds(m, '/suggestions')).toEqual([due.id, sameDay.id]);
    expect((await hideOne(m, m.shop, twice.id)).statusCode).toBe(204);
  });

  it('answers 404 for a product that is not one of the client’s usual products, and another client cannot hide it', async () => {
    for (const product of [once, cancelled]) {
      const res = await hideOne(m, m.shop, product.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: API_ERROR_CODES.usualItemUnknown,
        message: 'Ce produit ne fait pas partie de vos produits habituels.',
      });
    }
    const julienUsual = await usualIds(j);
    const theirs = await hideOne(j, j.shop, due.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe(API_ERROR_CODES.usualItemUnknown);
    // Neither client's list changed: Marie still has it, Julien never had it.
    expect(await usualIds(m)).toContain(due.id);
    expect(await usualIds(j)).toEqual(julienUsual);
    // Marie cannot hide one of Julien's usual products either.
    const julienFirst = julienUsual[0]!;
    expect((await hideOne(m, m.shop, julienFirst)).statusCode).toBe(404);
    expect(await usualIds(j)).toContain(julienFirst);
  });

  it('checks the store and the ids as the list does, with French messages', async () => {
    const unknown = await hideOne(m, 999999, due.id);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(API_ERROR_CODES.storeNotFound);
    const national = await hideOne(m, 999, due.id);
    expect(national.statusCode).toBe(409);
    expect(national.json().code).toBe(API_ERROR_CODES.nationalStore);
    const bad = await hideOne(m, m.shop, 'abc');
    expect([400, 422]).toContain(bad.statusCode);
    expect(bad.json().message).toMatch(/identifiant du produit/);
    const empty = await hideMany(m, { magasin_id: m.shop, smartlisteItems: [] });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain(
      'Choisissez au moins un produit à retirer de vos produits habituels.',
    );
    const tooMany = await hideMany(m, {
      magasin_id: m.shop,
      smartlisteItems: Array.from({ length: 201 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(await usualIds(m)).toEqual([due.id, sameDay.id]);
  });

  it('removes several products at once, or none when one is not the client’s', async () => {
    const refused = await hideMany(m, { magasin_id: m.shop, smartlisteItems: [due.id, once.id] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      code: API_ERROR_CODES.usualItemUnknown,
      message: 'Un des produits choisis ne fait pas partie de vos produits habituels.',
    });
    expect(await usualIds(m)).toEqual([due.id, sameDay.id]);
    const res = await hideMany(m, { magasin_id: m.shop, smartlisteItems: [due.id, sameDay.id, due.id] });
    expect(res.statusCode).toBe(204);
    expect(await usualIds(m)).toEqual([]);
    expect(await usualIds(m, '/suggestions')).toEqual([]);
    expect(await usualIds(m, '/panier-habituel')).toEqual([]);
  });

  it('lists the hidden products in the client’s data download only', async () => {
    const mine = (await call(t, 'GET', '/api/me/export', m.headers)).json();
    expect(mine.produits_habituels_retires.map((h: { produit_id: number }) => h.produit_id).sort()).toEqual(
      [due.id, sameDay.id, twice.id].sort(),
    );
    expect(mine.produits_habituels_retires[0].date_retrait).toBe(NOW.toISOString());
    const theirs = (await call(t, 'GET', '/api/me/export', j.headers)).json();
    expect(theirs.produits_habituels_retires).toEqual([]);
  });

  it('brings a product back once it is bought again after the hiding', async () => {
    await insertHistoryOrders(t.database.db, { id: m.clientId, email: DEMO_ACCOUNTS.standard.email }, [
      { ...order(0, [twice]), placedAt: new Date(NOW.getTime() + 60_000) },
    ]);
    // Two minutes later: within the access token's life.
    clock.advance(2 * 60_000);
    const items = (await get(m, `?magasin_id=${m.shop}`)).json().data as UsualItem[];
    expect(items.map((i) => i.id)).toEqual([twice.id]);
    expect(items[0]!.nb_achats).toBe(3);
  });
});
