import { emptyListFilters, NATIONAL_STORE_ID } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../../test/test-services.ts';
import type { CatalogueContext } from '../catalogue-context.ts';
import type { ListingService } from './listing.service.ts';

/** « Produits pro »: the pro facet's pro-only value, a pro's quick filter (doc 2 §6). */
let t: TestServices;
let listing: ListingService;
beforeAll(async () => {
  t = await createTestServices();
  listing = t.services.listing;
});
afterAll(() => t.close());

const ctx = (isPro: boolean): CatalogueContext => ({ isPro, visitorUuid: null, now: new Date() });
const proOnly = { ...emptyListFilters(), proOnly: true };
const categoryInput = (filters = emptyListFilters()) => ({
  filters,
  page: 1,
  'page-size': 96,
  'sort-by': undefined,
  query: undefined,
});

/** The department of the first pro-only product, and how many pro-only products it has. */
async function proDepartment() {
  const product = await t.database.db
    .selectFrom('products')
    .select(['category_id'])
    .where('corapro', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const category = await t.database.db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('id', '=', product.category_id)
    .executeTakeFirstOrThrow();
  return category.parent_id ?? category.id;
}

const proIds = async (ids: number[]) =>
  (
    await t.database.db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', ids)
      .where('corapro', '=', 1)
      .execute()
  ).map((r) => r.id);

describe('the « Produits pro » quick filter', () => {
  it('lists only the pro-only products for a pro, with its count in the quick filters', async () => {
    const department = await proDepartment();
    const all = await listing.category(ctx(true), NATIONAL_STORE_ID, department, categoryInput());
    const quick = all.data.attributes.product_list.meta.filtres_rapides;
    const offered = quick.find((q) => q.valeur === 'produits-pro');
    expect(offered).toMatchObject({ libelle: 'Produits pro', actif: false });
    expect(offered?.nb_total_produits).toBeGreaterThan(0);
    expect(offered?.seo_url).toMatch(/\/produits-pro$/);
    expect(quick.length).toBeLessThanOrEqual(5);

    const only = await listing.category(ctx(true), NATIONAL_STORE_ID, department, categoryInput(proOnly));
    const list = only.data.attributes.product_list;
    expect(list.meta.pagination.nb_total_items).toBe(offered?.nb_total_produits);
    const ids = list.data.map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(await proIds(ids)).toEqual(expect.arrayContaining(ids));
    expect(list.meta.filtres_rapides[0]).toMatchObject({ valeur: 'produits-pro', actif: true });
    // The other facets' links keep the filter.
    for (const facet of list.meta.facettes)
      for (const value of facet.values) expect(value.seo_url).toContain('/produits-pro');
  });

  it('is neither offered to nor applied for a non-pro shopper (the hidden non-pro filter wins)', async () => {
    const department = await proDepartment();
    const plain = await listing.category(ctx(false), NATIONAL_STORE_ID, department, categoryInput());
    const asked = await listing.category(ctx(false), NATIONAL_STORE_ID, department, categoryInput(proOnly));
    for (const answer of [plain, asked]) {
      const list = answer.data.attributes.product_list;
      expect(list.meta.filtres_rapides).toEqual([]);
      expect(await proIds(list.data.map((p) => p.id))).toEqual([]);
    }
    expect(asked.data.attributes.product_list.meta.pagination.nb_total_items).toBe(
      plain.data.attributes.product_list.meta.pagination.nb_total_items,
    );
    expect(JSON.stringify(asked)).not.toContain('produits-pro');
  });

  it('works on searches too', async () => {
    const product = await t.database.db
      .selectFrom('products')
      .select(['designation'])
      .where('corapro', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const input = {
      query: product.designation,
      filters: proOnly,
      page: 1,
      'page-size': 96,
      'sort-by': undefined,
    };
    const pro = await listing.search(ctx(true), NATIONAL_STORE_ID, input);
    const ids = pro.data.attributes.product_list.data.map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(await proIds(ids)).toEqual(expect.arrayContaining(ids));
    const consumer = await listing.search(ctx(false), NATIONAL_STORE_ID, input);
    expect(await proIds(consumer.data.attributes.product_list.data.map((p) => p.id))).toEqual([]);
  });
});
