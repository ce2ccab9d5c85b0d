import { catalogueMessages, NATIONAL_STORE_ID, type ProductListResponse } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HYPER = 5;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const category = async (id: number | string, query = '', store = HYPER) => {
  const res = await get(`/api/magasins/${store}/navigation-content/C-${id}${query ? `?${query}` : ''}`);
  return { status: res.statusCode, body: res.json() as ProductListResponse };
};

describe('GET /api/magasins/:shop/navigation-content/C-:category', () => {
  it('lists the products of the category and of its sub-categories', async () => {
    const { status, body } = await category(205, 'page-size=96');
    expect(status).toBe(200);
    const leaves = await t.database.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', 205)
      .execute();
    const allowed = new Set([205, ...leaves.map((l) => l.id)]);
    const cards = body.data.attributes.product_list.data;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(allowed.has(card.attributes.category_path.at(-1)!.id)).toBe(true);
  });

  it('describes the category: title, children, siblings, breadcrumb, SEO and push zones', async () => {
    const { body } = await category(205);
    const { attributes } = body.data;
    expect(body.data.type).toBe('rayon');
    expect(attributes.title).toBe('Yaourts');
    expect(attributes.categories.map((c) => c.url)).toContain(
      '/cremerie-et-produits-laitiers/yaourts/yaourts-nature-c-20501',
    );
    expect(attributes.boite_de_liens.length).toBeGreaterThan(0);
    expect(attributes.pim_category_code).toBe('205');
    expect(body.meta.breadcrumb.map((b) => b.id)).toEqual([2, 205]);
    expect(body.meta.breadcrumb[1]).toEqual({
      id: 205,
      libelle: 'Yaourts',
      slug: 'yaourts',
      url: '/cremerie-et-produits-laitiers/yaourts-c-205',
    });
    expect(body.meta.head).toMatchObject({
      title: 'Yaourts - Cabas',
      canonical: '/cremerie-et-produits-laitiers/yaourts-c-205',
      robots: 'index, follow',
    });
    expect(body.meta.redirection).toBeNull();
    const positions = attributes.push_zones.map((z) => z.position);
    expect(positions.length).toBeGreaterThan(0);
    for (const p of positions) expect([3, 4, 13]).toContain(p);
    const filtered = await category(205, 'filters[labels][0]=bio');
    expect(filtered.body.meta.head.robots).toBe('noindex, follow');
  });

  it('sorts by pertinence (in stock, most popular) by default', async () => {
    const { body } = await category(5, 'page-size=96');
    expect(body.data.attributes.product_list.meta.tri.actif).toBe('pertinence');
    const stock = body.data.attributes.product_list.data.map((p) => p.attributes.en_stock);
    const firstOut = stock.indexOf(false);
    if (firstOut >= 0) expect(stock.slice(firstOut).every((s) => !s)).toBe(true);
  });

  it('searches within the category with keywords', async () => {
    const all = await category(2, 'page-size=1');
    const { body } = await category(2, 'query=yaourt&page-size=96');
    expect(body.data.attributes.keywords).toBe('yaourt');
    expect(body.data.attributes.product_list.meta.pagination.nb_total_items).toBeLessThan(
      all.body.data.attributes.product_list.meta.pagination.nb_total_items,
    );
    for (const card of body.data.attributes.product_list.data)
      expect(card.attributes.category_path[0]!.id).toBe(2);
  });

  it('sends an empty category to its parent', async () => {
    const empty = await t.database.db
      .selectFrom('categories as c')
      .select(['c.id', 'c.parent_id'])
      .where('c.parent_id', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('categories as k').select('k.id').whereRef('k.parent_id', '=', 'c.id')),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('products as p')
              .innerJoin('offers as o', 'o.product_id', 'p.id')
              .select('p.id')
              .whereRef('p.category_id', '=', 'c.id')
              .where('o.store_id', '=', 54),
          ),
        ),
      )
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const parent = await category(empty.parent_id!, 'page-size=1');
    const { status, body } = await category(empty.id, '', 54);
    expect(status).toBe(200);
    expect(body.data.attributes.product_list.data).toEqual([]);
    expect(body.meta.redirection).toBe(parent.body.meta.breadcrumb.at(-1)!.url);
  });

  it('works in national mode', async () => {
    const { status, body } = await category(1, '', NATIONAL_STORE_ID);
    expect(status).toBe(200);
    expect(body.data.attributes.product_list.data.length).toBeGreaterThan(0);
  });

  it('refuses malformed and unknown categories, bad pages and bad filters', async () => {
    const malformed = await get(`/api/magasins/${HYPER}/navigation-content/205`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(catalogueMessages.category);
    const unknown = await category(987654);
    expect(unknown.status).toBe(404);
    expect((unknown.body as unknown as { message: string }).message).toBe(catalogueMessages.categoryNotFound);
    expect((await category(205, 'page=0')).status).toBe(422);
    expect((await category(205, 'page=999')).status).toBe(404);
    expect((await category(205, 'filters[NW-13260-corapro][0]=NW-13260-corapro~2')).status).toBe(422);
    expect((await category(205, 'sort-by=au-hasard')).status).toBe(422);
  });
});
