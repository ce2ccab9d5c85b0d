import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { FTS_TABLE } from './index-ddl.ts';

/**
 * The full-text search of products behind one interface: SQLite FTS5 or
 * PostgreSQL tsvector. Both receive the same normalised, stemmed query words (@cabas/domain
 * parseSearchQuery) and answer the same question: the products whose designation, brand or labels
 * contain a word starting with each query word, or whose category names contain the word itself
 * ("yaou" finds yaourts by their name; a category word must be whole so that "lait" does not pull
 * the whole "produits laitiers" department). Scores are higher for better matches, designation
 * counting most, then brand, labels and categories.
 */
export interface MatchRow {
  product_id: number;
  score: number;
}

/**
 * The pieces of a query over the matching products, for repositories to join offers and filters to:
 * `FROM ${from} WHERE ${where}` exposes the products as `p`, and `score` is their relevance.
 */
export interface MatchClause {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  score: RawBuilder<number>;
}

export interface SearchIndex {
  readonly dialect: Dialect;
  /**
   * Scores times this factor, rounded, give relevance levels of about the same width on both
   * databases (bm25 runs from 0 to about 30, ts_rank from 0 to about 1): products of one level are
   * then ordered by availability.
   */
  readonly relevanceBucket: number;
  /** `tokens` hold [a-z0-9] words only and are never empty (anything else throws). */
  match(tokens: readonly string[]): MatchClause;
}

const SAFE_TOKEN = /^[a-z0-9]+$/;

function checkTokens(tokens: readonly string[]) {
  if (!tokens.length || !tokens.every((t) => SAFE_TOKEN.test(t)))
    throw new Error('search tokens must be normalised words');
}

/** The (product_id, score) rows of a match, as a subquery. */
export function matchRows(index: SearchIndex, tokens: readonly string[]): RawBuilder<MatchRow> {
  const { from, where, score } = index.match(tokens);
  return sql<MatchRow>`SELECT p.id AS product_id, ${score} AS score FROM ${from} WHERE ${where}`;
}

const fts = sql.raw(FTS_TABLE);

/**
 * FTS5 drives the query (products are read by rowid for each match). bm25 column weights:
 * designation 10, brand 6, labels 3, categories 2 (bm25 is lower-better, hence the minus). The
 * match expression is bound as a parameter; its words are quoted.
 */
export const sqliteSearchIndex: SearchIndex = {
  dialect: 'sqlite',
  relevanceBucket: 1,
  match(tokens) {
    checkTokens(tokens);
    const expression = tokens
      .map((t) => `({search_designation search_brand search_labels} : "${t}"* OR search_category : "${t}")`)
      .join(' AND ');
    return {
      from: sql`${fts} JOIN products p ON p.id = ${fts}.rowid`,
      where: sql`${fts} MATCH ${expression}`,
      score: sql<number>`-bm25(${fts}, 10.0, 6.0, 3.0, 2.0)`,
    };
  },
};

/**
 * Each word: a prefix of a designation, brand or label word, or a whole category word, matched
 * exactly by the GIN indexes of `search_words` and `search_categories` (index-ddl.ts). The rank is
 * ts_rank over the weighted tsvector with the same question (prefix on weights A-C, whole word on
 * D; weights D 0.2, C 0.3, B 0.6, A 1.0).
 */
export const postgresSearchIndex: SearchIndex = {
  dialect: 'postgres',
  relevanceBucket: 20,
  match(tokens) {
    checkTokens(tokens);
    const expression = tokens.map((t) => `(${t}:*ABC | ${t}:D)`).join(' & ');
    const words = tokens.map(
      (t) =>
        sql`(p.search_words @@ to_tsquery('simple'::regconfig, ${`${t}:*`})
          OR p.search_categories @@ to_tsquery('simple'::regconfig, ${t}))`,
    );
    return {
      from: sql`products p CROSS JOIN to_tsquery('simple'::regconfig, ${expression}) AS q(query)`,
      where: sql.join(words, sql` AND `),
      score: sql<number>`ts_rank('{0.2, 0.3, 0.6, 1.0}'::float4[], p.search_vector, q.query)::float8`,
    };
  },
};

export function searchIndexFor(dialect: Dialect): SearchIndex {
  return dialect === 'postgres' ? postgresSearchIndex : sqliteSearchIndex;
}
