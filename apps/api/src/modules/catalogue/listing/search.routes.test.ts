import {
  API_ERROR_CODES,
  apiMessages,
  catalogueMessages,
  NATIONAL_STORE_ID,
  type ProductListResponse,
} from '@cabas/contracts';
import { normalizeForSearch } from '@cabas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HYPER = 5;
const search = async (query: string, extra = '', store = HYPER) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/magasins/${store}/recherche?query=${encodeURIComponent(query)}${extra}`,
  });
  return { status: res.statusCode, body: res.json() as ProductListResponse };
};
const designations = (body: ProductListResponse) =>
  body.data.attributes.product_list.data.map((p) => normalizeForSearch(p.attributes.designation));

describe('GET /api/magasins/:shop/recherche: French relevance', () => {
  it('ignores accents: "creme" finds "Crème…" products, designation matches first', async () => {
    const { status, body } = await search('creme');
    expect(status).toBe(200);
    const names = designations(body);
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/\bcreme/);
    expect(body.data.attributes.product_list.data.map((p) => p.attributes.designation)).toContainEqual(
      expect.stringMatching(/Crème/),
    );
    const accented = await search('crème');
    expect(accented.body.data.attributes.product_list.meta.pagination.nb_total_items).toBe(
      body.data.attributes.product_list.meta.pagination.nb_total_items,
    );
  });

  it('matches plurals both ways: "pommes" finds "pomme" and "pomme" finds "Pommes"', async () => {
    const plural = designations((await search('pommes', '&page-size=96')).body);
    expect(plural).toContainEqual(expect.stringMatching(/\bpomme\b/));
    const singular = designations((await search('pomme', '&page-size=96')).body);
    expect(singular).toContainEqual(expect.stringMatching(/\bpommes\b/));
  });

  it('matches the beginning of words: "yaou" finds yaourts', async () => {
    const names = designations((await search('yaou')).body);
    expect(names.some((n) => /\byaourts?\b/.test(n))).toBe(true);
  });

  it('needs every word: "pommes golden" finds the Golden apples only', async () => {
    const names = designations((await search('pommes golden')).body);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toMatch(/golden/);
  });

  it('finds products by their brand', async () => {
    const { body } = await search('yoplait');
    const cards = body.data.attributes.product_list.data;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => /yoplait/i.test(`${c.attributes.marque} ${c.attributes.designation}`))).toBe(
      true,
    );
  });

  it('finds a product by its EAN, or by the start of it, and points to its sheet', async () => {
    const product = await t.database.db
      .selectFrom('products')
      .select(['id', 'ean', 'slug'])
      .where('source', '=', 'off')
      .where('corapro', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const exact = await search(product.ean);
    expect(exact.status).toBe(200);
    expect(exact.body.data.attributes.product_list.data.map((p) => p.id)).toEqual([product.id]);
    expect(exact.body.meta.redirection).toBe(`/article/${product.id}/${product.slug}`);
    const prefix = await search(product.ean.slice(0, 10));
    expect(prefix.body.data.attributes.product_list.data.map((p) => p.id)).toContain(product.id);
  });

  it('ranks products in stock first among equally relevant ones', async () => {
    const { body } = await search('pommes', '&page-size=96');
    const stock = body.data.attributes.product_list.data.map((p) => p.attributes.en_stock);
    const firstOut = stock.indexOf(false);
    if (firstOut >= 0) expect(stock.slice(0, firstOut).every(Boolean)).toBe(true);
  });

  it('treats SQL-looking and search-syntax text as plain words', async () => {
    const before = await t.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const q of [
      "x'; DROP TABLE products; --",
      '"yaourt* NEAR( OR',
      '{search_brand}: lait',
      '-- ; *',
      'de la',
    ]) {
      const { status } = await search(q);
      expect(status, q).toBe(200);
    }
    const after = await t.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const stopWords = await search('de la');
    expect(stopWords.body.data.attributes.product_list.meta.pagination.nb_total_items).toBe(0);
  });
});

describe('search response ', () => {
  it('has the list, pagination, facets, sorts, push zones and SEO head', async () => {
    const { body } = await search('yaourt');
    const { attributes } = body.data;
    expect(body.data.type).toBe('recherche');
    expect(attributes.keywords).toBe('yaourt');
    expect(attributes.layout_type).toBe('Grid');
    const { meta } = attributes.product_list;
    expect(meta.pagination).toEqual({
      current_page: 1,
      total_pages: Math.ceil(meta.pagination.nb_total_items / 48),
      nb_items: attributes.product_list.data.length,
      nb_total_items: meta.pagination.nb_total_items,
      per_page: 48,
    });
    expect(meta.tri.defaut).toBe('pertinence');
    expect(meta.tri.valeurs.map((s) => s.valeur)).toEqual([
      'pertinence',
      'prix-croissant',
      'prix-decroissant',
      'prix-kg-croissant',
      'nutriscore',
      'nouveautes',
    ]);
    const codes = meta.facettes.map((f) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['rayon', 'marque', 'prix']));
    expect(meta.facettes.find((f) => f.code === 'prix')?.type).toBe('Slider');
    // The plain first page is indexable; filtered, sorted, later or empty searches are not.
    expect(body.meta.head).toMatchObject({
      canonical: '/recherche?keywords=yaourt',
      robots: 'index, follow',
    });
    for (const extra of ['&filters[nutriscore][0]=a', '&sort-by=prix-croissant', '&page-size=1&page=2'])
      expect((await search('yaourt', extra)).body.meta.head.robots, extra).toBe('noindex, follow');
    expect((await search('zzqxw')).body.meta.head.robots).toBe('noindex, follow');
    expect(body.meta.head.title).toMatch(/ - Cabas$/);
    expect(body.meta.breadcrumb).toEqual([]);
    for (const zone of attributes.push_zones) {
      expect([3, 4, 13]).toContain(zone.position);
      expect(zone.products.length).toBeGreaterThan(0);
    }
  });

  it('gives cards with euros, the sheet URL and the generated picture', async () => {
    const { body } = await search('yaourt');
    for (const { id, attributes: card } of body.data.attributes.product_list.data) {
      expect(card.url).toBe(`/article/${id}/${card.slug}`);
      expect(card.photos).toEqual([`/api/images/produits/${card.ean}.svg`]);
      expect(card.prix).toBe(Math.round(card.prix! * 100) / 100);
      expect(card.marque.length).toBeGreaterThan(0);
      if (card.prix_barre !== null) expect(card.prix_barre).toBeGreaterThan(card.prix!);
      expect(card.category_path.length).toBeGreaterThan(0);
      expect(card.pictos_caracteristiques.filter((p) => p.type === 'commercial').length).toBeLessThanOrEqual(
        3,
      );
      expect(
        card.pictos_caracteristiques.filter((p) => p.type === 'caracteristique').length,
      ).toBeLessThanOrEqual(2);
    }
  });

  it('sorts by price, price per kilo, Nutri-Score and novelty', async () => {
    const prices = (
      await search('yaourt', '&sort-by=prix-croissant&page-size=96')
    ).body.data.attributes.product_list.data.map((p) => p.attributes.prix!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (
      await search('yaourt', '&sort-by=prix-decroissant')
    ).body.data.attributes.product_list.data.map((p) => p.attributes.prix!);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const perKg = (
      await search('lait', '&sort-by=prix-kg-croissant&page-size=96')
    ).body.data.attributes.product_list.data.map((p) => p.attributes.prix_unite_reference);
    const known = perKg.filter((v): v is number => v !== null);
    expect(perKg.slice(0, known.length)).toEqual(known);
    for (let i = 1; i < known.length; i++) expect(known[i]! + 0.01).toBeGreaterThanOrEqual(known[i - 1]!);
    const scores = (
      await search('yaourt', '&sort-by=nutriscore&page-size=96')
    ).body.data.attributes.product_list.data
      .map((p) => p.attributes.nutriscore)
      .filter((s): s is string => s !== null);
    expect(scores).toEqual([...scores].sort());
    const sorted = await search('yaourt', '&sort-by=nouveautes');
    expect(sorted.body.data.attributes.product_list.meta.tri.actif).toBe('nouveautes');
  });

  it('pages through the results without repeating a product', async () => {
    const first = (await search('lait', '&page-size=10')).body;
    const second = (await search('lait', '&page-size=10&page=2')).body;
    expect(second.data.attributes.product_list.meta.pagination.current_page).toBe(2);
    const ids = new Set(first.data.attributes.product_list.data.map((p) => p.id));
    for (const p of second.data.attributes.product_list.data) expect(ids.has(p.id)).toBe(false);
    expect(second.data.attributes.push_zones).toEqual([]);
  });

  it('answers in national mode with the national store prices', async () => {
    const { status, body } = await search('yaourt', '', NATIONAL_STORE_ID);
    expect(status).toBe(200);
    expect(body.data.attributes.product_list.data.length).toBeGreaterThan(0);
  });
});

describe('bad searches get a clear French answer', () => {
  it.each([
    ['&page=0', 'page'],
    ['&page=-1', 'page'],
    ['&page=abc', 'page'],
    ['&page=1.5', 'page'],
    ['&page-size=97', 'page-size'],
    ['&page-size=0', 'page-size'],
    ['&sort-by=popularite', 'sort-by'],
    ['&filters[couleur][0]=rouge', 'filters.couleur'],
    ['&filters[nutriscore][0]=z', 'filters.nutriscore'],
    ['&filters[labels][0]=vegan', 'filters.labels'],
    ['&filters[allergenes][0]=chocolat', 'filters.allergenes'],
    ['&filters[prix][0]=5-1', 'filters.prix'],
    ['&filters[prix][0]=abc', 'filters.prix'],
    ['&filters[prix][0]=1-2&filters[prix][1]=3-4', 'filters.prix'],
    ['&filters[marque][0]=Pas%20un%20slug', 'filters.marque'],
    ['&filters[rayon][0]=abc', 'filters.rayon'],
    ['&filters=abc', 'filters._'],
    ['&filters[CORAPRO][0]=skus.corapro%3Dpeut-etre', 'filters.CORAPRO'],
  ])('refuses %s with a 422 and a field error', async (extra, field) => {
    const { status, body } = await search('yaourt', extra);
    expect(status).toBe(422);
    const error = body as unknown as {
      status_code: number;
      message: string;
      errors: Record<string, string[]>;
    };
    expect(error.status_code).toBe(422);
    expect(error.errors[field]?.[0]).toEqual(expect.any(String));
    expect(error.message).toBe(Object.values(error.errors)[0]![0]);
  });

  it('refuses an unknown category filter, a missing and a too long query', async () => {
    const rayon = await search('yaourt', '&filters[rayon][0]=987654');
    expect(rayon.status).toBe(422);
    expect((rayon.body as unknown as { message: string }).message).toBe(catalogueMessages.filterRayon);
    const missing = await t.app.inject({ method: 'GET', url: `/api/magasins/${HYPER}/recherche` });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(catalogueMessages.queryRequired);
    expect((await search('x'.repeat(101))).status).toBe(422);
  });

  it('answers a page after the last one with a 404 naming the page (the web redirects it)', async () => {
    const { status, body } = await search('yaourt', '&page=500');
    expect(status).toBe(404);
    expect(body).toEqual({
      status_code: 404,
      message: catalogueMessages.pageOutOfRange,
      errors: { page: [catalogueMessages.pageOutOfRange] },
      code: API_ERROR_CODES.pageOutOfRange,
    });
  });

  it('answers 404 for an unknown store and 400 for a malformed one', async () => {
    const unknown = await search('yaourt', '', 424242);
    expect(unknown.status).toBe(404);
    expect((unknown.body as unknown as { message: string }).message).toBe(apiMessages.storeNotFound);
    const bad = await t.app.inject({ method: 'GET', url: '/api/magasins/abc/recherche?query=lait' });
    expect(bad.statusCode).toBe(400);
  });
});
