import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/migrations/dialect.ts';

/**
 * The full-text index over the products' search columns, one per dialect:
 *
 * - SQLite: an FTS5 table with external content (the products table itself, no copy of the text),
 *   `unicode61 remove_diacritics 2` and prefix indexes of 2, 3 and 4 characters, kept in step by
 *   triggers.
 * - PostgreSQL: a stored generated `tsvector` (designation weighted A, brand B, labels C, categories
 *   D) with a GIN index, for the rank, and two more for matching (see createPostgresMatchColumns). It uses the 'simple' configuration, not 'french': the columns already hold
 *   words normalised and stemmed in JavaScript (@cabas/domain searchTokens), the same words the
 *   SQLite index holds. The 'french' Snowball stemmer and its stop words would stem them a second
 *   time, differently from SQLite ("pomme" -> "pomm", "nature" -> "natur"), and the two databases
 *   would then answer the same query differently; 'simple' only lower-cases and keeps every word.
 */
export const FTS_TABLE = 'product_fts';
export const FTS_COLUMNS = [
  'search_designation',
  'search_brand',
  'search_labels',
  'search_category',
] as const;

const columns = FTS_COLUMNS.join(', ');
const newValues = FTS_COLUMNS.map((c) => `new.${c}`).join(', ');
const oldValues = FTS_COLUMNS.map((c) => `old.${c}`).join(', ');

export async function createSearchIndex<T>(database: Kysely<T>): Promise<void> {
  const db = database as Kysely<unknown>;
  if (isPostgres(db)) {
    await sql`ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple'::regconfig, search_designation), 'A') ||
      setweight(to_tsvector('simple'::regconfig, search_brand), 'B') ||
      setweight(to_tsvector('simple'::regconfig, search_labels), 'C') ||
      setweight(to_tsvector('simple'::regconfig, search_category), 'D')) STORED`.execute(db);
    await sql`CREATE INDEX products_search_vector ON products USING GIN (search_vector)`.execute(db);
    await createPostgresMatchColumns(db);
    return;
  }
  await sql
    .raw(
      `CREATE VIRTUAL TABLE ${FTS_TABLE} USING fts5(${columns}, content='products', content_rowid='id', ` +
        `tokenize="unicode61 remove_diacritics 2", prefix='2 3 4')`,
    )
    .execute(db);
  await sql.raw(`INSERT INTO ${FTS_TABLE}(${FTS_TABLE}) VALUES ('rebuild')`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
         INSERT INTO ${FTS_TABLE}(rowid, ${columns}) VALUES (new.id, ${newValues});
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
         INSERT INTO ${FTS_TABLE}(${FTS_TABLE}, rowid, ${columns}) VALUES ('delete', old.id, ${oldValues});
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER products_fts_update AFTER UPDATE OF ${columns} ON products BEGIN
         INSERT INTO ${FTS_TABLE}(${FTS_TABLE}, rowid, ${columns}) VALUES ('delete', old.id, ${oldValues});
         INSERT INTO ${FTS_TABLE}(rowid, ${columns}) VALUES (new.id, ${newValues});
       END`,
    )
    .execute(db);
}

/**
 * PostgreSQL: the words that match by prefix (designation, brand, labels) and the category words
 * that match whole, each in its own GIN-indexed tsvector. The index of `search_vector` cannot tell
 * weights apart, so a query such as `sucre:*ABC | sucre:D` would fetch and recheck every product of
 * "épicerie sucrée"; these two answer it exactly. `search_vector` still gives the rank.
 */
export async function createPostgresMatchColumns(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products
    ADD COLUMN IF NOT EXISTS search_words tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig,
      search_designation || ' ' || search_brand || ' ' || search_labels)) STORED,
    ADD COLUMN IF NOT EXISTS search_categories tsvector GENERATED ALWAYS AS (
      to_tsvector('simple'::regconfig, search_category)) STORED`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS products_search_words ON products USING GIN (search_words)`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS products_search_categories ON products USING GIN (search_categories)`.execute(
    db,
  );
}

export async function dropSearchIndex<T>(database: Kysely<T>): Promise<void> {
  const db = database as Kysely<unknown>;
  if (isPostgres(db)) {
    await sql`ALTER TABLE products DROP COLUMN IF EXISTS search_vector,
      DROP COLUMN IF EXISTS search_words, DROP COLUMN IF EXISTS search_categories`.execute(db);
    return;
  }
  for (const trigger of ['products_fts_insert', 'products_fts_delete', 'products_fts_update'])
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  await sql.raw(`DROP TABLE IF EXISTS ${FTS_TABLE}`).execute(db);
}

/** Merges the index after a bulk load, for faster queries (FTS5 'optimize'; PostgreSQL: nothing). */
export async function optimizeSearchIndex<T>(db: Kysely<T>): Promise<void> {
  if (isPostgres(db as Kysely<unknown>)) return;
  await sql.raw(`INSERT INTO ${FTS_TABLE}(${FTS_TABLE}) VALUES ('optimize')`).execute(db);
}
