import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * PostgreSQL search speed: the tsvectors that match words by prefix (designation, brand, labels) and
 * category words whole, each with its GIN index (a database indexed before them gets them here;
 * written out, not imported, so that this migration never changes), and the store's price and stock of a product read from an index alone
 * (index-only scan) when a search looks up the offers of its thousands of matches one by one
 * (listing.repository). Nothing on SQLite, where the search already answers within its budget and
 * an extra index would slow the 100k-product seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
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
  await sql`CREATE INDEX offers_store_prices ON offers (store_id, product_id)
    INCLUDE (price_cents, strike_price_cents, stock, reserved)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX IF EXISTS offers_store_prices`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN IF EXISTS search_words,
    DROP COLUMN IF EXISTS search_categories`.execute(db);
}
