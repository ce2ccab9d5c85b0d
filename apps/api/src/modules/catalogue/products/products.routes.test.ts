import {
  ADVANTAGE_TYPES,
  API_ERROR_CODES,
  apiMessages,
  catalogueMessages,
  NATIONAL_STORE_ID,
  type ProductSheetResponse,
} from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HYPER = 5;
const CITY = 54;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const sheet = async (id: number, store = HYPER) => {
  const res = await get(`/api/magasins/${store}/produits/${id}`);
  return { status: res.statusCode, body: res.json() };
};
const firstRealProduct = () =>
  t.database.db
    .selectFrom('products')
    .selectAll()
    .where('source', '=', 'off')
    .where('corapro', '=', 0)
    .where('type', '=', 'TC')
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('GET /api/magasins/:shop/produits/:id', () => {
  it('gives the sheet with the store price, stock, pictures, information groups and associations', async () => {
    const product = await firstRealProduct();
    const offer = await t.database.db
      .selectFrom('offers')
      .selectAll()
      .where('store_id', '=', HYPER)
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    const { status, body } = await sheet(product.id);
    expect(status).toBe(200);
    const { data, meta } = body as ProductSheetResponse;
    expect(data).toMatchObject({ type: 'produit', id: product.id });
    const a = data.attributes;
    expect(a.prix).toBe(offer.price_cents / 100);
    expect(a.prix_barre).toBe(offer.strike_price_cents === null ? null : offer.strike_price_cents / 100);
    expect(a.en_stock).toBe(offer.stock - offer.reserved > 0);
    expect(a.url).toBe(`/article/${product.id}/${product.slug}`);
    expect(a.marque).toBe(product.marque ?? 'SANS MARQUE');
    expect(a.photos).toEqual([`/api/images/produits/${product.ean}.svg`]);
    expect(a.ingredients).toBe(product.ingredients);
    expect(a.infos_conso.map((g) => g.code)).toEqual(
      expect.arrayContaining(['CARAC_PRODUIT', 'CONSERVATION']),
    );
    expect(a.associations.complementaire.data.length).toBeLessThanOrEqual(3);
    expect(a.associations.complementaire.data.map((p) => p.id)).not.toContain(product.id);
    expect(meta.magasin).toEqual({ id: HYPER, isNational: false });
    expect(meta.breadcrumb.at(-1)?.id).toBe(product.category_id);
    expect(meta.head.canonical).toBe(a.url);
    expect(meta.head.title).toMatch(/ - Cabas$/);
    const image = await get(a.photos[0]!);
    expect(image.statusCode).toBe(200);
  });

  it('orders advantages RI, OR, ODR, EC, PF and links product mixes', async () => {
    const now = new Date().toISOString();
    const rows = await t.database.db
      .selectFrom('offer_advantages')
      .select(['product_id'])
      .where('store_id', '=', HYPER)
      .where('starts_at', '<=', now)
      .where('ends_at', '>=', now)
      .groupBy('product_id')
      .having((eb) => eb.fn.count('id'), '>', 1)
      .orderBy('product_id')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const { product_id } of rows.slice(0, 5)) {
      const { body } = await sheet(product_id);
      const types = (body as ProductSheetResponse).data.attributes.avantages.map((x) => x.type_avantage);
      expect(types.length).toBeGreaterThan(1);
      const ranks = types.map((type) => ADVANTAGE_TYPES.indexOf(type));
      expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    }
    const mixed = await t.database.db
      .selectFrom('offer_advantages')
      .select(['product_id', 'mix_group_id'])
      .where('store_id', '=', HYPER)
      .where('mix_group_id', 'is not', null)
      .where('starts_at', '<=', now)
      .where('ends_at', '>=', now)
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    const { body } = await sheet(mixed.product_id);
    expect(
      (body as ProductSheetResponse).data.attributes.avantages.map((x) => x.lien_panachage_produits),
    ).toContain(`/article/mixin?panachage=${mixed.mix_group_id}`);
  });

  it('answers 404 without breadcrumb for an unknown product', async () => {
    const { status, body } = await sheet(987654);
    expect(status).toBe(404);
    expect(body).toEqual({
      status_code: 404,
      message: catalogueMessages.productNotFound,
      code: API_ERROR_CODES.productNotFound,
      meta: { breadcrumb: [], disponible_national: false },
    });
  });

  it('answers 404 with the breadcrumb and the national flag for a product the store does not sell', async () => {
    const product = await t.database.db
      .selectFrom('products as p')
      .select(['p.id', 'p.category_id'])
      .where('p.corapro', '=', 0)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('offers as o')
              .select('o.product_id')
              .whereRef('o.product_id', '=', 'p.id')
              .where('o.store_id', '=', CITY),
          ),
        ),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const { status, body } = await sheet(product.id, CITY);
    expect(status).toBe(404);
    expect(body.message).toBe(catalogueMessages.productNotInStore);
    expect(body.meta.disponible_national).toBe(true);
    expect(body.meta.breadcrumb.at(-1).id).toBe(product.category_id);
    const national = await sheet(product.id, NATIONAL_STORE_ID);
    expect(national.status).toBe(200);
    expect(national.body.meta.magasin).toEqual({ id: NATIONAL_STORE_ID, isNational: true });
  });

  it('shows similar products for an unavailable product', async () => {
    const out = await t.database.db
      .selectFrom('offers as o')
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .select('p.id')
      .where('o.store_id', '=', HYPER)
      .where('o.stock', '=', 0)
      .where('p.type', '=', 'TC')
      .where('p.corapro', '=', 0)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const { body } = await sheet(out.id);
    const a = (body as ProductSheetResponse).data.attributes;
    expect(a.en_stock).toBe(false);
    for (const p of a.associations.similaire.data) expect(p.attributes.en_stock).toBe(true);
  });

  it('refuses malformed ids and unknown stores', async () => {
    expect((await get(`/api/magasins/${HYPER}/produits/abc`)).statusCode).toBe(400);
    const store = await sheet(1, 424242);
    expect(store.status).toBe(404);
    expect(store.body.message).toBe(apiMessages.storeNotFound);
  });
});

describe('GET /api/magasins/:shop/recherche-ean', () => {
  it('finds the sheet by EAN, and refuses malformed or unknown codes', async () => {
    const product = await firstRealProduct();
    const res = await get(`/api/magasins/${HYPER}/recherche-ean?ean=${product.ean}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(product.id);
    const bad = await get(`/api/magasins/${HYPER}/recherche-ean?ean=12345`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(catalogueMessages.ean);
    const unknown = await get(`/api/magasins/${HYPER}/recherche-ean?ean=0000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().meta.breadcrumb).toEqual([]);
  });
});

describe('GET /api/magasins/:shop/panachages/:id', () => {
  it('lists the products of a mix sold by the store', async () => {
    const group = await t.database.db
      .selectFrom('mix_groups')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const members = await t.database.db
      .selectFrom('mix_group_products')
      .select('product_id')
      .where('mix_group_id', '=', group.id)
      .execute();
    const res = await get(`/api/magasins/${NATIONAL_STORE_ID}/panachages/${group.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.attributes).toMatchObject({ libelle: group.libelle, texte_avantage: group.texte_avantage });
    const ids = data.attributes.produits.map((p: { id: number }) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(members.map((m) => m.product_id)).toContain(id);
    const unknown = await get(`/api/magasins/${HYPER}/panachages/987654`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(catalogueMessages.mixNotFound);
  });
});
