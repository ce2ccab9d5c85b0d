import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type {} from '../../../db/schema-catalogue-version.ts';
import type { SearchIndex } from '../../../platform/search/search-index.ts';
import { type MatchList, OFFER_IN_STOCK, OFFER_PROMO, type ProductRecord } from './list-engine.ts';
import type { ListMatch } from './list-plan.ts';

/** The catalogue version (migration 0033), raised by every change to the products table. */
export async function findCatalogueVersion(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('catalogue_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}

const PAGE = 20_000;

/** A comma-separated list of numbers (string_agg) as a Float64Array. */
function numbers(list: string | null | undefined): Float64Array {
  if (!list) return new Float64Array(0);
  const parts = list.split(',');
  const out = new Float64Array(parts.length);
  for (let i = 0; i < parts.length; i++) out[i] = Number(parts[i]);
  return out;
}

/** Every product's list columns, in id order (read by pages of 20,000 so that no answer is huge). */
export async function findProductRecords(db: Kysely<DB>): Promise<ProductRecord[]> {
  const records: ProductRecord[] = [];
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('products')
      .select([
        'id',
        'category_id',
        'marque_slug',
        'marque',
        'nutriscore',
        'is_bio',
        'is_local',
        'is_nouveau',
        'corapro',
        sql<number>`CASE WHEN type = 'indisponible' THEN 1 ELSE 0 END`.as('unavailable'),
        'allergen_mask',
        'created_at',
        'popularity',
        'quantite_reference',
      ])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const r of rows)
      records.push({
        ...r,
        unavailable: Number(r.unavailable),
        popularity: Number(r.popularity),
        quantite_reference: r.quantite_reference === null ? null : Number(r.quantite_reference),
      });
    if (rows.length < PAGE) return records;
    after = rows[rows.length - 1]!.id;
  }
}

/** A store's offers as three aligned arrays: product ids, prices and OFFER_PROMO | OFFER_IN_STOCK. */
export async function findStoreOfferColumns(
  db: Kysely<DB>,
  dialect: SearchIndex['dialect'],
  storeId: number,
): Promise<{ ids: ArrayLike<number>; prices: ArrayLike<number>; flags: ArrayLike<number> }> {
  const flags = sql<number>`CASE WHEN strike_price_cents IS NOT NULL THEN ${sql.lit(OFFER_PROMO)} ELSE 0 END
    + CASE WHEN stock > reserved THEN ${sql.lit(OFFER_IN_STOCK)} ELSE 0 END`;
  if (dialect === 'postgres') {
    // One row of three lists: far less to decode than 100,000 rows (or arrays, which pg parses slowly).
    const { rows } = await sql<{ ids: string | null; prices: string | null; flags: string | null }>`
      SELECT string_agg(product_id::text, ',') AS ids, string_agg(price_cents::text, ',') AS prices,
        string_agg((${flags})::text, ',') AS flags
      FROM offers WHERE store_id = ${storeId}`.execute(db);
    const row = rows[0];
    return { ids: numbers(row?.ids), prices: numbers(row?.prices), flags: numbers(row?.flags) };
  }
  const rows = await db
    .selectFrom('offers')
    .select(['product_id', 'price_cents', flags.as('flags')])
    .where('store_id', '=', storeId)
    .execute();
  return {
    ids: rows.map((r) => r.product_id),
    prices: rows.map((r) => r.price_cents),
    flags: rows.map((r) => Number(r.flags)),
  };
}

/**
 * The products a word or EAN search matches, with their relevance (the same match and score as
 * listing.repository.ts; `ranked` false skips the rank, which only the relevance order reads).
 */
export async function findMatches(
  db: Kysely<DB>,
  index: SearchIndex,
  match: Extract<ListMatch, { kind: 'words' | 'ean' }>,
  ranked: boolean,
): Promise<MatchList> {
  let inner: ReturnType<typeof sql>;
  if (match.kind === 'words') {
    const m = index.match(match.tokens);
    inner = sql`SELECT p.id, ${ranked ? m.score : sql`0.0`} AS score FROM ${m.from} WHERE ${m.where}`;
  } else {
    const upper = match.upper === null ? sql`1 = 1` : sql`p.ean < ${match.upper}`;
    inner = sql`SELECT p.id, CASE WHEN p.ean = ${match.prefix} THEN 2.0 ELSE 1.0 END AS score
      FROM products p WHERE p.ean >= ${match.prefix} AND ${upper}`;
  }
  if (index.dialect === 'postgres') {
    // float8 as text is the shortest exact form: parsed back, the same number the SQL compares.
    const { rows } = await sql<{ ids: string | null; scores: string | null }>`
      SELECT string_agg(id::text, ',') AS ids, string_agg(score::float8::text, ',') AS scores
      FROM (${inner}) m`.execute(db);
    return { ids: numbers(rows[0]?.ids), scores: numbers(rows[0]?.scores) };
  }
  const { rows } = await sql<{ id: number; score: number }>`${inner}`.execute(db);
  return { ids: rows.map((r) => r.id), scores: rows.map((r) => Number(r.score)) };
}
