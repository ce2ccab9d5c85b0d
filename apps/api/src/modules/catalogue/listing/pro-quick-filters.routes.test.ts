import { NATIONAL_STORE_ID } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/** The pro facet's pro-only value through the routes: a pro's « Produits pro », nobody else's. */
let t: TestApp;
let proHeaders: Record<string, string>;
let standardHeaders: Record<string, string>;
let product: { id: number; designation: string; category_id: number };
beforeAll(async () => {
  t = await createTestApp();
  proHeaders = bearer((await login(t, DEMO_ACCOUNTS.pro)).access_token);
  standardHeaders = bearer((await login(t, DEMO_ACCOUNTS.standard)).access_token);
  product = await t.database.db
    .selectFrom('products')
    .select(['id', 'designation', 'category_id'])
    .where('corapro', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(() => t.close());

const search = (filter: string) =>
  `/api/magasins/${NATIONAL_STORE_ID}/recherche?query=${encodeURIComponent(product.designation)}&${filter}`;
const category = (filter: string) =>
  `/api/magasins/${NATIONAL_STORE_ID}/navigation-content/C-${product.category_id}?${filter}`;
const PRO_SEARCH = 'filters[CORAPRO][]=skus.corapro%3Dtrue';
const PRO_CATEGORY = 'filters[NW-13260-corapro][]=NW-13260-corapro~1';

async function list(url: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes.product_list as {
    data: { id: number; attributes: { is_pro: boolean } }[];
    meta: { filtres_rapides: { valeur: string; actif: boolean; seo_url: string }[] };
  };
}

describe('GET recherche and navigation-content with the pro-only value', () => {
  it('give a pro only pro-only products, the quick filter on', async () => {
    for (const url of [search(PRO_SEARCH), category(PRO_CATEGORY)]) {
      const answer = await list(url, proHeaders);
      expect(answer.data.map((p) => p.id)).toContain(product.id);
      expect(answer.data.every((p) => p.attributes.is_pro)).toBe(true);
      expect(answer.meta.filtres_rapides[0]).toMatchObject({ valeur: 'produits-pro', actif: true });
      expect(answer.meta.filtres_rapides.length).toBeLessThanOrEqual(5);
    }
    const plain = await list(search('page=1'), proHeaders);
    expect(plain.meta.filtres_rapides[0]).toMatchObject({ valeur: 'produits-pro', actif: false });
    expect(plain.meta.filtres_rapides[0]?.seo_url).toContain('/recherche/produits-pro?keywords=');
  });

  it('give a consumer or a visitor no pro-only product and no quick filter', async () => {
    for (const headers of [standardHeaders, {}])
      for (const url of [search(PRO_SEARCH), category(PRO_CATEGORY)]) {
        const answer = await list(url, headers);
        expect(answer.data.some((p) => p.attributes.is_pro)).toBe(false);
        expect(answer.data.map((p) => p.id)).not.toContain(product.id);
        expect(answer.meta.filtres_rapides).toEqual([]);
      }
  });

  it('refuse an unknown value, or both values at once, with 422', async () => {
    for (const filter of [
      'filters[CORAPRO][]=skus.corapro%3Dpeut-etre',
      'filters[CORAPRO][]=skus.corapro%3Dtrue&filters[CORAPRO][]=skus.corapro%3Dfalse',
      `${PRO_SEARCH}&filters[NW-13260-corapro][]=NW-13260-corapro~0`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: search(filter), headers: proHeaders });
      expect(res.statusCode, filter).toBe(422);
      expect(res.json()).toMatchObject({ status_code: 422, code: 'donnees_invalides' });
    }
  });
});

describe('GET /magasins/:shop/produits-pro/rayons', () => {
  const url = `/api/magasins/${NATIONAL_STORE_ID}/produits-pro/rayons`;

  it('gives a pro the departments with pro-only products and their « Produits pro » lists', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: proHeaders });
    expect(res.statusCode).toBe(200);
    const departments = res.json().data as { id: number; url: string; nb_produits: number }[];
    expect(departments.length).toBeGreaterThan(0);
    const total = await t.database.db
      .selectFrom('products')
      .innerJoin('offers', 'offers.product_id', 'products.id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('products.corapro', '=', 1)
      .where('offers.store_id', '=', NATIONAL_STORE_ID)
      .executeTakeFirstOrThrow();
    expect(departments.reduce((sum, d) => sum + d.nb_produits, 0)).toBe(Number(total.n));
    for (const department of departments) expect(department.url).toMatch(/-c-\d+\/produits-pro$/);
    // Each link lists that many products for the pro.
    const first = departments[0] as (typeof departments)[number];
    const answer = await list(
      category(PRO_CATEGORY).replace(`C-${product.category_id}`, `C-${first.id}`),
      proHeaders,
    );
    expect(answer.data.length).toBe(Math.min(first.nb_produits, 24));
  });

  it('gives a consumer and a visitor nothing', async () => {
    for (const headers of [standardHeaders, {}]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    }
  });

  it('answers 404 for an unknown store', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/magasins/123456/produits-pro/rayons',
      headers: proHeaders,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('magasin_introuvable');
  });
});
