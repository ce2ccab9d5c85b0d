import { API_ERROR_CODES, NATIONAL_STORE_ID } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const db = () => t.database.db;

async function storeWith(table: 'store_fuel_prices' | 'store_blog_articles' | 'store_push_zones') {
  const row = await db().selectFrom(table).select('store_id').orderBy('store_id').executeTakeFirstOrThrow();
  return row.store_id;
}

describe('GET /api/magasins/:id/carburants', () => {
  it('gives the station’s prices per litre with their update time', async () => {
    const storeId = await storeWith('store_fuel_prices');
    const res = await get(`/api/magasins/${storeId}/carburants`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data[0]).toMatchObject({ code: 'GAZOLE', libelle: 'Gazole', disponible: true });
    expect(body.data[0].prix_litre_millimes).toBeGreaterThan(1000);
    expect(body.meta.date_maj).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    for (const fuel of body.data) expect(fuel.date_maj <= body.meta.date_maj).toBe(true);
  });

  it('shows a fuel out of stock without a price', async () => {
    const storeId = await storeWith('store_fuel_prices');
    await db()
      .updateTable('store_fuel_prices')
      .set({ price_millimes: null })
      .where('store_id', '=', storeId)
      .where('code', '=', 'SP95_E10')
      .execute();
    const fuel = (await get(`/api/magasins/${storeId}/carburants`))
      .json()
      .data.find((f: { code: string }) => f.code === 'SP95_E10');
    expect(fuel).toMatchObject({ disponible: false, prix_litre_millimes: null });
  });

  it('answers an empty board for a store without a station', async () => {
    const res = await get(`/api/magasins/${NATIONAL_STORE_ID}/carburants`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], meta: { date_maj: null } });
  });

  it('answers 404 for an unknown store and 400 for a bad id, in French', async () => {
    const missing = await get('/api/magasins/424242/carburants');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: API_ERROR_CODES.storeNotFound,
      message: "Ce magasin n'existe pas.",
    });
    const bad = await get('/api/magasins/abc/carburants');
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/magasins/:id/push-zones', () => {
  it('gives the store page’s editorial zones in order', async () => {
    const storeId = await storeWith('store_push_zones');
    const res = await get(`/api/magasins/${storeId}/push-zones`);
    expect(res.statusCode).toBe(200);
    const zones = res.json().data;
    expect(zones.length).toBeGreaterThan(0);
    expect(zones[0]).toEqual(
      expect.objectContaining({ code: expect.any(String), position: 1, titre: expect.any(String) }),
    );
    expect(zones.map((z: { position: number }) => z.position)).toEqual(
      [...zones.map((z: { position: number }) => z.position)].sort((a, b) => a - b),
    );
  });
});

describe('GET /api/magasins/:id/blog', () => {
  it('lists the published articles newest first, a page at a time', async () => {
    const res = await get('/api/magasins/47/blog?par_page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 3, page: 1, par_page: 2 });
    expect(body.data).toHaveLength(2);
    expect(body.data[0].date_publication >= body.data[1].date_publication).toBe(true);
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        articleId: expect.any(Number),
        slug: expect.any(String),
        titre: expect.any(String),
      }),
    );
    const second = (await get('/api/magasins/47/blog?par_page=2&page=2')).json();
    expect(second.data).toHaveLength(1);
  });

  it('hides an article until it is published', async () => {
    await db()
      .insertInto('store_blog_articles')
      .values({
        store_id: 47,
        slug: 'a-venir',
        titre: 'À venir',
        resume: 'Bientôt',
        auteur: 'Test',
        body_markdown: 'Plus tard.',
        published_at: '2999-01-01T00:00:00.000Z',
      })
      .execute();
    expect((await get('/api/magasins/47/blog')).json().meta.total).toBe(3);
  });

  it('refuses a page size over the limit with a French message', async () => {
    const res = await get('/api/magasins/47/blog?par_page=500');
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('ne peut pas dépasser 20');
  });

  it('answers an empty list for a store without a blog', async () => {
    const res = await get(`/api/magasins/${NATIONAL_STORE_ID}/blog`);
    expect(res.json()).toEqual({ data: [], meta: { total: 0, page: 1, par_page: 10 } });
  });
});

describe('GET /api/magasins/:id/blog/:articleId', () => {
  it('gives an article with its Markdown body rendered to HTML', async () => {
    const list = (await get('/api/magasins/47/blog')).json().data;
    const res = await get(`/api/magasins/47/blog/${list[0].articleId}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ articleId: list[0].articleId, slug: list[0].slug });
    expect(data.contenu_html).toContain('<h2>');
    expect(data.contenu_html).toContain('<strong>');
  });

  it('shows raw HTML of the source as text, never as markup', async () => {
    const { id } = await db()
      .insertInto('store_blog_articles')
      .values({
        store_id: 47,
        slug: 'html',
        titre: 'HTML',
        resume: 'HTML',
        auteur: 'Test',
        body_markdown: 'Texte <script>alert(1)</script> et [lien](javascript:alert(1))',
        published_at: '2000-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const html = (await get(`/api/magasins/47/blog/${id}`)).json().data.contenu_html;
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
  });

  it('answers 404 for another store’s article', async () => {
    const article = await db()
      .selectFrom('store_blog_articles')
      .select(['id', 'store_id'])
      .where('store_id', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await get(`/api/magasins/47/blog/${article.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'article_introuvable', message: "Cet article n'existe pas." });
    expect((await get(`/api/magasins/1/blog/${article.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown store', async () => {
    const res = await get('/api/magasins/424242/blog/1');
    expect(res.json()).toMatchObject({ status_code: 404, code: API_ERROR_CODES.storeNotFound });
  });
});

describe('GET /api/plan-du-site/magasins', () => {
  it('lists the store pages with their articles, without the national store nor external stores', async () => {
    const res = await get('/api/plan-du-site/magasins');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const ids = data.map((s: { id: number }) => s.id);
    expect(ids).not.toContain(NATIONAL_STORE_ID);
    const external = await db()
      .selectFrom('stores')
      .select('id')
      .where('external_url', 'is not', null)
      .execute();
    expect(external.length).toBeGreaterThan(0);
    for (const e of external) expect(ids).not.toContain(e.id);
    const lyon = data.find((s: { id: number }) => s.id === 47);
    expect(lyon.aliasWeb).toBe('cabas-hyper-lyon-part-dieu');
    expect(lyon.articles.length).toBeGreaterThanOrEqual(3);
  });
});
