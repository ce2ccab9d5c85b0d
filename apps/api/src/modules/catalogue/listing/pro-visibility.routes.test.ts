import { catalogueMessages, emptyListFilters, NATIONAL_STORE_ID } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { catalogueCacheSizes } from '../../../platform/cache-sizes.ts';
import { searchIndexFor } from '../../../platform/search/search-index.ts';
import type { CatalogueContext } from '../catalogue-context.ts';
import { ProductNotFoundError } from '../products/product-errors.ts';
import { ProductsService } from '../products/products.service.ts';
import { CatalogueLookups } from '../shared/catalogue-lookups.ts';
import { ListingService } from './listing.service.ts';

/**
 * Pro-only products (hidden from non-pro shoppers by the non-pro filter): the services with a pro and a non-pro
 * context, then the routes with the demo accounts.
 */
let t: TestApp;
let listing: ListingService;
let products: ProductsService;
beforeAll(async () => {
  t = await createTestApp();
  const lookups = new CatalogueLookups(t.database.db);
  listing = new ListingService({
    db: t.database.db,
    index: searchIndexFor(t.database.dialect),
    lookups,
    resultCache: catalogueCacheSizes(0).listResults,
  });
  products = new ProductsService(t.database.db, lookups);
});
afterAll(() => t.close());

const ctx = (isPro: boolean): CatalogueContext => ({ isPro, visitorUuid: null, now: new Date() });
const searchInput = (query: string, filters = emptyListFilters()) => ({
  query,
  filters,
  page: 1,
  'page-size': 96,
  'sort-by': undefined,
});
const proProduct = () =>
  t.database.db
    .selectFrom('products')
    .select(['id', 'designation', 'category_id'])
    .where('corapro', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('pro-only products', () => {
  it('never reach a non-pro shopper in search results, and reach a pro', async () => {
    const product = await proProduct();
    const ids = async (isPro: boolean, filters = emptyListFilters()) =>
      (
        await listing.search(ctx(isPro), NATIONAL_STORE_ID, searchInput(product.designation, filters))
      ).data.attributes.product_list.data.map((p) => p.id);
    expect(await ids(false)).not.toContain(product.id);
    expect(await ids(true)).toContain(product.id);
    // A pro may still ask for the non-pro filter explicitly.
    expect(await ids(true, { ...emptyListFilters(), hideProOnly: true })).not.toContain(product.id);
  });

  it('are left out of category lists and their counts for non-pro shoppers', async () => {
    const product = await proProduct();
    const department = await t.database.db
      .selectFrom('categories')
      .select(['id', 'parent_id'])
      .where('id', '=', product.category_id)
      .executeTakeFirstOrThrow();
    const input = {
      filters: emptyListFilters(),
      page: 1,
      'page-size': 96,
      'sort-by': undefined,
      query: undefined,
    };
    const count = async (isPro: boolean) =>
      (await listing.category(ctx(isPro), NATIONAL_STORE_ID, department.id, input)).data.attributes
        .product_list.meta.pagination.nb_total_items;
    expect(await count(true)).toBeGreaterThan(await count(false));
  });

  it('have no sheet for a non-pro shopper: a 404 with the breadcrumb to go back to the category', async () => {
    const product = await proProduct();
    const error = await products.sheet(ctx(false), NATIONAL_STORE_ID, product.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProductNotFoundError);
    const body = (error as ProductNotFoundError).body();
    expect(body.message).toBe(catalogueMessages.productNotFound);
    expect(body.meta.breadcrumb.at(-1)?.id).toBe(product.category_id);
    const sheet = await products.sheet(ctx(true), NATIONAL_STORE_ID, product.id);
    expect(sheet.data.attributes.is_pro).toBe(true);
  });

  it('reach a logged-in pro customer through the routes, never a standard one', async () => {
    const product = await proProduct();
    const url = `/api/magasins/${NATIONAL_STORE_ID}/produits/${product.id}`;
    const pro = await login(t, DEMO_ACCOUNTS.pro);
    const standard = await login(t, DEMO_ACCOUNTS.standard);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(pro.access_token) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(standard.access_token) })).statusCode,
    ).toBe(404);
    const search = `/api/magasins/${NATIONAL_STORE_ID}/recherche?query=${encodeURIComponent(product.designation)}`;
    const ids = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: search, headers }))
        .json()
        .data.attributes.product_list.data.map((p: { id: number }) => p.id);
    expect(await ids(bearer(pro.access_token))).toContain(product.id);
    expect(await ids(bearer(standard.access_token))).not.toContain(product.id);
    expect(await ids({})).not.toContain(product.id);
  });

  it('are not reachable anonymously', async () => {
    const product = await proProduct();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/magasins/${NATIONAL_STORE_ID}/produits/${product.id}`,
    });
    expect(res.statusCode).toBe(404);
    const suggestions = await t.app.inject({
      method: 'GET',
      url: `/api/magasins/${NATIONAL_STORE_ID}/suggestions?query=${encodeURIComponent(product.designation)}`,
    });
    expect(suggestions.json().data.produits.map((p: { id: number }) => p.id)).not.toContain(product.id);
  });
});
