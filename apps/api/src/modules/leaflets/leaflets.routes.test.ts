import { API_ERROR_CODES, leafletMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Every call sees the database as it is: the regeneration after a change of promotions is tested.
process.env.CATALOGUE_CACHE_MS = '0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The non-national store with the most leaflets. */
async function aStore(): Promise<number> {
  const row = await t.database.db
    .selectFrom('store_leaflets as l')
    .innerJoin('stores as s', 's.id', 'l.store_id')
    .where('s.is_national', '=', 0)
    .select(['l.store_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('l.store_id')
    .orderBy('n', 'desc')
    .orderBy('l.store_id')
    .executeTakeFirstOrThrow();
  return row.store_id;
}

interface Summary {
  id: number;
  attributes: {
    slug: string;
    titre: string;
    statut: string;
    date_debut: string;
    date_fin: string;
    nb_produits: number;
  };
}

describe('GET /api/magasins/:id/prospectus', () => {
  it('lists the running and coming leaflets of the store, built from its advantages', async () => {
    const storeId = await aStore();
    const res = await get(`/api/magasins/${storeId}/prospectus`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Summary[]; meta: { magasin: { id: number } } };
    expect(body.meta.magasin.id).toBe(storeId);
    expect(body.data.length).toBeGreaterThan(1);
    const now = new Date().toISOString();
    for (const leaflet of body.data) {
      expect(['en_cours', 'a_venir']).toContain(leaflet.attributes.statut);
      expect(leaflet.attributes.date_fin >= now).toBe(true);
      expect(leaflet.attributes.nb_produits).toBeGreaterThan(0);
    }
    const starts = body.data.map((l) => l.attributes.date_debut);
    expect(starts).toEqual([...starts].sort());
    // Each leaflet is one offer of the store: its title is the advantage's text.
    const texts = await t.database.db
      .selectFrom('offer_advantages')
      .select('texte_avantage')
      .distinct()
      .where('store_id', '=', storeId)
      .execute();
    const known = new Set(texts.map((r) => r.texte_avantage));
    for (const leaflet of body.data) expect(known.has(leaflet.attributes.titre)).toBe(true);
  });

  it('answers 404 for an unknown store and 400 for a malformed id', async () => {
    const res = await get('/api/magasins/987654/prospectus');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(API_ERROR_CODES.storeNotFound);
    expect((await get('/api/magasins/abc/prospectus')).statusCode).toBe(400);
  });
});

describe('GET /api/magasins/:id/prospectus/:slug', () => {
  it('answers a leaflet with its pages of product cards priced for the store', async () => {
    const storeId = await aStore();
    const list = (await get(`/api/magasins/${storeId}/prospectus`)).json() as { data: Summary[] };
    const running = list.data.find((l) => l.attributes.statut === 'en_cours')!;
    const res = await get(`/api/magasins/${storeId}/prospectus/${running.attributes.slug}`);
    expect(res.statusCode).toBe(200);
    const leaflet = res.json().data;
    expect(leaflet.attributes.slug).toBe(running.attributes.slug);
    const pages = leaflet.attributes.pages as {
      numero: number;
      produits: { id: number; attributes: { url: string; prix: number } }[];
    }[];
    expect(pages.map((p) => p.numero)).toEqual(pages.map((_, i) => i + 1));
    const ids = pages.flatMap((p) => p.produits.map((c) => c.id));
    expect(ids.length).toBe(running.attributes.nb_produits);
    const offers = await t.database.db
      .selectFrom('offer_advantages')
      .select('product_id')
      .where('store_id', '=', storeId)
      .where('texte_avantage', '=', running.attributes.titre)
      .execute();
    const onOffer = new Set(offers.map((o) => o.product_id));
    for (const id of ids) expect(onOffer.has(id)).toBe(true);
    expect(pages[0]!.produits[0]!.attributes.url).toMatch(/^\/article\//);
  });

  it('answers 404 when the store does not offer the leaflet, 410 when it no longer does', async () => {
    const storeId = await aStore();
    const unknown = await get(`/api/magasins/${storeId}/prospectus/promotion-2020-01-01`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: API_ERROR_CODES.leafletNotFound,
      message: leafletMessages.notFound,
    });

    const ended = await t.database.db
      .selectFrom('store_leaflets')
      .select('slug')
      .where('store_id', '=', storeId)
      .where('ends_at', '<', new Date().toISOString())
      .executeTakeFirstOrThrow();
    const gone = await get(`/api/magasins/${storeId}/prospectus/${ended.slug}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      code: API_ERROR_CODES.leafletExpired,
      message: leafletMessages.expired,
    });

    // Another store's leaflet is not this store's.
    const other = await t.database.db
      .selectFrom('store_leaflets')
      .select('slug')
      .where('store_id', '!=', storeId)
      .where('slug', 'not in', (eb) =>
        eb.selectFrom('store_leaflets').select('slug').where('store_id', '=', storeId),
      )
      .executeTakeFirst();
    if (other) expect((await get(`/api/magasins/${storeId}/prospectus/${other.slug}`)).statusCode).toBe(404);
  });

  it('refuses a malformed address with a French 400', async () => {
    const storeId = await aStore();
    const res = await get(`/api/magasins/${storeId}/prospectus/Pas%20Valide`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTypeOf('string');
  });
});

describe('regeneration', () => {
  it('builds a new leaflet when the store gets a new offer, and drops it when the offer goes', async () => {
    const storeId = await aStore();
    const product = await t.database.db
      .selectFrom('offers as o')
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .select('o.product_id')
      .where('o.store_id', '=', storeId)
      .where('p.corapro', '=', 0)
      .orderBy('o.product_id')
      .executeTakeFirstOrThrow();
    const day = new Date().toISOString().slice(0, 10);
    const inserted = await t.database.db
      .insertInto('offer_advantages')
      .values({
        store_id: storeId,
        product_id: product.product_id,
        type_avantage: 'RI',
        texte_avantage: '-40% sur la sélection fêtes',
        lot: null,
        nb_pdt_lot: null,
        valeur: 40,
        unite: '%',
        prime_fid: null,
        starts_at: `${day}T00:00:00.000Z`,
        ends_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const slug = `40-sur-la-selection-fetes-${day}`;
    const res = await get(`/api/magasins/${storeId}/prospectus/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.pages[0].produits[0].id).toBe(product.product_id);

    await t.database.db.deleteFrom('offer_advantages').where('id', '=', inserted.id).execute();
    expect((await get(`/api/magasins/${storeId}/prospectus/${slug}`)).statusCode).toBe(404);
  });
});
