import { type Filter, NON_PRO_FILTER, type ProductListResponse } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HYPER = 5;
const list = async (path: string, query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/magasins/${HYPER}/${path}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProductListResponse;
};
const total = (body: ProductListResponse) => body.data.attributes.product_list.meta.pagination.nb_total_items;
const facet = (body: ProductListResponse, code: string) =>
  body.data.attributes.product_list.meta.facettes.find((f) => f.code === code);
const param = (code: string, value: string, n = 0) =>
  `filters[${encodeURIComponent(code)}][${n}]=${encodeURIComponent(value)}`;

/** Each value's count must be the number of results once it is chosen with the other filters. */
async function expectCountsMatch(path: string, base: string, filter: Filter, sample = 4) {
  for (const value of filter.values.filter((v) => !v.actif).slice(0, sample)) {
    const chosen = await list(path, `${base}&${param(filter.code, value.valeur, 9)}`);
    expect(total(chosen), `${filter.code}=${value.valeur}`).toBe(value.nb_total_produits);
  }
}

describe('facet counts equal the filtered results', () => {
  it('in a search, for every facet', async () => {
    const base = 'query=lait';
    const body = await list('recherche', base);
    const codes = body.data.attributes.product_list.meta.facettes.map((f) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['rayon', 'marque', 'nutriscore', 'labels', 'allergenes']));
    for (const f of body.data.attributes.product_list.meta.facettes)
      if (f.code !== 'prix') await expectCountsMatch('recherche', base, f);
  });

  it('with other filters active: each facet counts with the others (standard faceting)', async () => {
    const base = `query=lait&${param('nutriscore', 'a')}&${param('nutriscore', 'b', 1)}`;
    const body = await list('recherche', base);
    const nutriscore = facet(body, 'nutriscore')!;
    const a = nutriscore.values.find((v) => v.valeur === 'a')!;
    const b = nutriscore.values.find((v) => v.valeur === 'b')!;
    expect(a.actif && b.actif).toBe(true);
    // Values of one facet add up (one Nutri-Score per product), and the facet ignores its own filter.
    expect(a.nb_total_produits + b.nb_total_produits).toBe(total(body));
    expect(nutriscore.values.length).toBeGreaterThan(2);
    for (const f of body.data.attributes.product_list.meta.facettes)
      if (f.code !== 'prix' && f.code !== 'nutriscore') await expectCountsMatch('recherche', base, f, 3);
  });

  it('in a category, whose rayon facet lists its sub-categories', async () => {
    const body = await list('navigation-content/C-2', 'page-size=12');
    const rayon = facet(body, 'rayon')!;
    const children = await t.database.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', 2)
      .execute();
    for (const v of rayon.values) expect(children.map((c) => String(c.id))).toContain(v.valeur);
    await expectCountsMatch('navigation-content/C-2', 'page-size=12', rayon, 3);
    await expectCountsMatch('navigation-content/C-2', 'page-size=12', facet(body, 'labels')!, 4);
    await expectCountsMatch('navigation-content/C-2', 'page-size=12', facet(body, 'allergenes')!, 3);
  });

  it('keeps every result within the chosen filters', async () => {
    const body = await list('recherche', `query=lait&${param('nutriscore', 'a')}&${param('labels', 'bio')}`);
    for (const card of body.data.attributes.product_list.data) {
      expect(card.attributes.nutriscore).toBe('a');
      expect(card.attributes.is_bio).toBe(true);
    }
    const withoutMilk = await list('recherche', `query=yaourt&${param('allergenes', 'lait')}`);
    for (const card of withoutMilk.data.attributes.product_list.data)
      expect(card.attributes.allergens).not.toContain('lait');
  });

  it('restricts by price range in euros and gives the slider bounds', async () => {
    const body = await list('recherche', 'query=lait');
    const prix = facet(body, 'prix')!;
    expect(prix.type).toBe('Slider');
    const [min, max] = prix.values.map((v) => Number(v.valeur));
    expect(min).toBeLessThanOrEqual(max!);
    const ranged = await list('recherche', `query=lait&${param('prix', '1-2.5')}&page-size=96`);
    for (const card of ranged.data.attributes.product_list.data) {
      expect(card.attributes.prix).toBeGreaterThanOrEqual(1);
      expect(card.attributes.prix).toBeLessThanOrEqual(2.5);
    }
    const active = ranged.data.attributes.product_list.meta.facettes_actives;
    expect(active).toEqual([
      expect.objectContaining({
        code: 'prix',
        valeur: '1-2.5',
        valeur_libelle: 'De 1 € à 2,5 €',
        seo_url: '/recherche?keywords=lait',
      }),
    ]);
  });

  it('gives each value the list URL with it toggled, as path segments', async () => {
    const body = await list('recherche', `query=lait&${param('nutriscore', 'a')}`);
    const values = facet(body, 'nutriscore')!.values;
    expect(values.find((v) => v.valeur === 'a')?.seo_url).toBe('/recherche?keywords=lait');
    expect(values.find((v) => v.valeur === 'b')?.seo_url).toBe(
      '/recherche/nutriscore-a/nutriscore-b?keywords=lait',
    );
    const category = await list(
      'navigation-content/C-205',
      `${param('labels', 'bio')}&sort-by=prix-croissant`,
    );
    expect(category.data.attributes.product_list.meta.facettes_actives[0]?.seo_url).toBe(
      '/cremerie-et-produits-laitiers/yaourts-c-205?sortby=prix-croissant',
    );
  });

  it('accepts the hidden non-pro filter but never shows it', async () => {
    const search = await list(
      'recherche',
      `query=huile&${param(NON_PRO_FILTER.searchCode, NON_PRO_FILTER.searchValue)}`,
    );
    const category = await list(
      'navigation-content/C-5',
      param(NON_PRO_FILTER.categoryCode, NON_PRO_FILTER.categoryValue),
    );
    for (const body of [search, category]) {
      const meta = body.data.attributes.product_list.meta;
      const shown = JSON.stringify([meta.facettes, meta.facettes_actives]);
      expect(shown).not.toMatch(/corapro/i);
    }
  });
});
