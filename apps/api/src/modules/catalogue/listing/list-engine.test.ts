import { NATIONAL_STORE_ID } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../../test/test-database.ts';
import { type SearchIndex, searchIndexFor } from '../../../platform/search/search-index.ts';
import { CatalogueLookups } from '../shared/catalogue-lookups.ts';
import {
  findCatalogueVersion,
  findMatches,
  findProductRecords,
  findStoreOfferColumns,
} from './list-engine.repository.ts';
import { buildProductColumns, buildStoreOffers, computeProductList } from './list-engine.ts';
import { ListEngine } from './list-engine-state.ts';
import type { ListPlan, ListRow, PlanFilters } from './list-plan.ts';
import { textMatch } from './list-request.ts';
import { queryProductList } from './listing.repository.ts';

/**
 * The in-memory lists (decision 082) against the SQL statement they replace, on the same data: total,
 * page ids in order and every facet row, for text, EAN and category lists, filters, sorts and pages.
 */
let t: TestDatabase;
let index: SearchIndex;
beforeAll(async () => {
  t = await freshDatabase();
  index = searchIndexFor(t.database.dialect);
});
afterAll(() => t.drop());

const HYPER = 5;
const noFilters = (): PlanFilters => ({
  rayonLeafIds: null,
  marque: [],
  nutriscore: [],
  prix: null,
  labels: [],
  allergenMask: 0,
});
const plan = (over: Partial<ListPlan>): ListPlan => ({
  storeId: HYPER,
  hideProOnly: true,
  proOnly: false,
  scopeLeafIds: null,
  match: { kind: 'all' },
  filters: noFilters(),
  sort: 'pertinence',
  limit: 24,
  offset: 0,
  ...over,
});
const normalise = (rows: ListRow[]) =>
  rows.map((r) => JSON.stringify([r.facet, r.value, r.label, r.n, r.n2])).sort();

async function fromMemory(p: ListPlan) {
  const db = t.database.db;
  const columns = buildProductColumns(await findProductRecords(db), 1);
  const o = await findStoreOfferColumns(db, index.dialect, p.storeId);
  const offers = buildStoreOffers(columns, o.ids, o.prices, o.flags);
  const matches =
    p.match.kind === 'words' || p.match.kind === 'ean'
      ? await findMatches(db, index, p.match, p.sort === 'pertinence')
      : null;
  return computeProductList(p, offers, matches, {
    dialect: index.dialect,
    relevanceBucket: index.relevanceBucket,
  });
}

async function plans(): Promise<[string, ListPlan][]> {
  const db = t.database.db;
  const categories = await new CatalogueLookups(db).categories();
  const department = [...categories.departments].sort((a, b) => b.leafIds.length - a.leafIds.length)[0]!;
  const brands = (await queryProductList(db, index, plan({ match: textMatch('lait') })))
    .filter((r) => r.facet === 'marque')
    .map((r) => r.value as string);
  const product = await db.selectFrom('products').select('ean').orderBy('id').executeTakeFirstOrThrow();
  return [
    ['lait by relevance', plan({ match: textMatch('lait') })],
    ['chocolat, national store', plan({ match: textMatch('chocolat'), storeId: NATIONAL_STORE_ID })],
    [
      'lait, brands, Nutri-Score and labels, page 2',
      plan({
        match: textMatch('lait'),
        filters: {
          ...noFilters(),
          marque: brands.slice(0, 3),
          nutriscore: ['a', 'b'],
          labels: ['bio', 'promo'],
        },
        offset: 24,
      }),
    ],
    [
      'lait, a brand past the top of the facet',
      plan({ match: textMatch('lait'), filters: { ...noFilters(), marque: [brands.at(-1)!, 'inconnue'] } }),
    ],
    ['two words by price', plan({ match: textMatch('creme fraiche'), sort: 'prix-croissant' })],
    ['department by default order', plan({ scopeLeafIds: department.leafIds })],
    [
      'department, rayon, price and allergens, by price per kg',
      plan({
        scopeLeafIds: department.leafIds,
        sort: 'prix-kg-croissant',
        filters: {
          ...noFilters(),
          rayonLeafIds: department.leafIds.slice(0, 2),
          prix: { minCents: 100, maxCents: 800 },
          allergenMask: 1 | 64,
        },
      }),
    ],
    [
      'department, empty rayon filter',
      plan({ scopeLeafIds: department.leafIds, filters: { ...noFilters(), rayonLeafIds: [] } }),
    ],
    [
      'department by newness, page 3',
      plan({ scopeLeafIds: department.leafIds, sort: 'nouveautes', offset: 48 }),
    ],
    ['whole catalogue by Nutri-Score, pro', plan({ sort: 'nutriscore', hideProOnly: false, limit: 96 })],
    [
      'pro-only products of a department, pro, in promotion',
      plan({
        scopeLeafIds: department.leafIds,
        hideProOnly: false,
        proOnly: true,
        filters: { ...noFilters(), labels: ['promo'] },
      }),
    ],
    [
      'pro-only products found by words, pro',
      plan({ match: textMatch('lait'), hideProOnly: false, proOnly: true }),
    ],
    [
      'whole catalogue by falling price, local',
      plan({ sort: 'prix-decroissant', filters: { ...noFilters(), labels: ['local', 'nouveau'] } }),
    ],
    ['EAN prefix', plan({ match: textMatch(product.ean.slice(0, 6)) })],
    ['no match', plan({ match: textMatch('zzqxwv') })],
    ['stop words only', plan({ match: { kind: 'none' } })],
    [
      'lait in a department',
      plan({ match: textMatch('lait'), scopeLeafIds: department.leafIds, sort: 'nutriscore' }),
    ],
  ];
}

describe('in-memory product lists', () => {
  it('give the same total, page and facets as the SQL statement', async () => {
    for (const [name, p] of await plans()) {
      const sqlRows = await queryProductList(t.database.db, index, p);
      const memoryRows = await fromMemory(p);
      expect(normalise(memoryRows), name).toEqual(normalise(sqlRows));
      expect(sqlRows.filter((r) => r.facet === 'page').length, name).toBeLessThanOrEqual(p.limit);
    }
    // The plans are not all empty.
    const lait = await fromMemory(plan({ match: textMatch('lait') }));
    expect(lait.find((r) => r.facet === 'total')?.n).toBeGreaterThan(24);
  });

  it('answers from memory once loaded, and reloads the products when the catalogue version moves', async () => {
    const db = t.database.db;
    let now = 0;
    const engine = new ListEngine(db, index, { offersMaxAgeMs: 1_000, versionCheckMs: 0, now: () => now });
    const p = plan({ match: textMatch('lait') });
    expect(await engine.list(p)).toBeNull();
    await waitFor(async () => (await engine.list(p)) !== null);
    expect(normalise((await engine.list(p))!)).toEqual(normalise(await queryProductList(db, index, p)));
    expect(engine.heapBytes()).toBeGreaterThan(0);

    const before = await findCatalogueVersion(db);
    await db.updateTable('products').set({ popularity: 0 }).where('id', '=', 1).execute();
    expect(await findCatalogueVersion(db)).toBeGreaterThan(before);
    expect(await engine.list(p)).toBeNull();
    await waitFor(async () => (await engine.list(p)) !== null);

    // Offers older than the bound are read again in the background.
    await db.updateTable('offers').set({ stock: 0, reserved: 0 }).where('store_id', '=', HYPER).execute();
    now = 5_000;
    await engine.list(p);
    await waitFor(async () => {
      const rows = await engine.list(p);
      const sqlRows = await queryProductList(db, index, p);
      return rows !== null && JSON.stringify(normalise(rows)) === JSON.stringify(normalise(sqlRows));
    });
  });
});

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}
