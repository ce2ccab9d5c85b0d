import { parseSearchQuery } from '@cabas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { reindexProducts } from './reindex.ts';
import { matchRows, searchIndexFor } from './search-index.ts';

/** The same questions give the same products on SQLite (FTS5) and PostgreSQL (tsvector). */
let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(() => t.drop());

async function matches(text: string): Promise<number[]> {
  const index = searchIndexFor(t.database.dialect);
  const { rows } = await matchRows(index, parseSearchQuery(text).tokens).execute(t.database.db);
  return rows.map((r) => Number(r.product_id)).sort((a, b) => a - b);
}

const designationsOf = async (ids: number[]) =>
  ids.length
    ? (
        await t.database.db
          .selectFrom('products')
          .select('search_designation')
          .where('id', 'in', ids)
          .execute()
      ).map((r) => r.search_designation)
    : [];

describe('the search index', () => {
  it('matches designation words by their beginning, category words whole', async () => {
    expect((await designationsOf(await matches('yaou'))).length).toBeGreaterThan(0);
    // Category "Yaourts" is not matched by "yaou": every match has the word in its name or brand.
    const rows = await t.database.db
      .selectFrom('products')
      .select(['search_designation', 'search_brand', 'search_labels'])
      .where('id', 'in', await matches('yaou'))
      .execute();
    for (const r of rows)
      expect(`${r.search_designation} ${r.search_brand} ${r.search_labels}`).toMatch(/\byaou/);
    // The whole word also finds the products of the "Yaourts" categories.
    const categoryOnly = await t.database.db
      .selectFrom('products')
      .select('id')
      .where('search_category', 'like', '%yaourt%')
      .where('search_designation', 'not like', '%yaou%')
      .where('search_brand', 'not like', '%yaou%')
      .execute();
    const whole = await matches('yaourt');
    for (const { id } of categoryOnly) expect(whole).toContain(id);
  });

  it('scores designation matches above category-only matches', async () => {
    const index = searchIndexFor(t.database.dialect);
    const { rows } = await matchRows(index, ['creme']).execute(t.database.db);
    const ids = rows.map((r) => Number(r.product_id));
    const designations = new Map(
      (
        await t.database.db
          .selectFrom('products')
          .select(['id', 'search_designation'])
          .where('id', 'in', ids)
          .execute()
      ).map((r) => [r.id, r.search_designation]),
    );
    const named = rows.filter((r) => /\bcreme\b/.test(designations.get(Number(r.product_id)) ?? ''));
    const others = rows.filter((r) => !/\bcreme/.test(designations.get(Number(r.product_id)) ?? ''));
    expect(named.length).toBeGreaterThan(0);
    if (others.length)
      expect(Math.min(...named.map((r) => r.score))).toBeGreaterThan(Math.max(...others.map((r) => r.score)));
  });

  it('gives the same answers after the search columns are computed again (migration 0002 backfill)', async () => {
    const before = await Promise.all(['creme', 'pommes', 'yaou', 'lait demi'].map(matches));
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ search_designation: '', search_brand: '' }).execute();
      expect(await reindexProducts(trx)).toBeGreaterThan(0);
    });
    const after = await Promise.all(['creme', 'pommes', 'yaou', 'lait demi'].map(matches));
    expect(after).toEqual(before);
    const terms = await t.database.db
      .selectFrom('search_terms')
      .select('term')
      .where('term', '=', 'yaourt')
      .execute();
    expect(terms).toHaveLength(1);
  });
});
