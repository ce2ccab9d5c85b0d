import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SearchIndex } from '../../../platform/search/search-index.ts';

/**
 * The best matches of some search words, without facets: for the autosuggest (in a store, in stock
 * first) and the consumer-information search (whole catalogue).
 */
export async function findTopMatches(
  db: Kysely<DB>,
  index: SearchIndex,
  tokens: readonly string[],
  options: { storeId: number | null; hideProOnly: boolean; limit: number },
): Promise<number[]> {
  const { from, where, score } = index.match(tokens);
  const visible = options.hideProOnly ? sql`p.corapro = 0` : sql`1 = 1`;
  // Scores are computed in a subquery: FTS5 answers bm25() only next to its MATCH.
  const matched =
    options.storeId === null
      ? sql`SELECT p.id, p.popularity, 0 AS out_of_stock, ${score} AS score FROM ${from} WHERE ${where} AND ${visible}`
      : sql`SELECT p.id, p.popularity, CASE WHEN o.stock > o.reserved THEN 0 ELSE 1 END AS out_of_stock,
            ${score} AS score
          FROM ${from} JOIN offers o ON o.store_id = ${sql.lit(options.storeId)} AND o.product_id = p.id
          WHERE ${where} AND ${visible}`;
  const { rows } = await sql<{ id: number }>`SELECT m.id FROM (${matched}) m
    ORDER BY ROUND(m.score * ${sql.lit(index.relevanceBucket)}) DESC, m.out_of_stock, m.score DESC,
      m.popularity DESC, m.id ASC
    LIMIT ${sql.lit(options.limit)}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Word suggestions starting with the typed text (normalised), the most frequent first. */
export function findTermsStartingWith(db: Kysely<DB>, prefix: string, limit: number) {
  return (
    db
      .selectFrom('search_terms')
      .select(['libelle', 'frequency'])
      .where('term', '>=', prefix)
      // Terms hold [a-z0-9 ] only: '~' sorts after all of them (byte order, collate "C" on PostgreSQL).
      .where('term', '<', `${prefix}~`)
      .orderBy('frequency', 'desc')
      .orderBy('term')
      .limit(limit)
      .execute()
  );
}
