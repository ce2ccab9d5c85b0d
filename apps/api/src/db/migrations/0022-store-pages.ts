import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/** What a store page shows beside the store: its station's fuel prices, its blog, its push zones. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('store_fuel_prices'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('price_millimes', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('store_fuel_prices_store_code', ['store_id', 'code'])
    .execute();

  await withId(db, db.schema.createTable('store_blog_articles'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('titre', 'text', (c) => c.notNull())
    .addColumn('resume', 'text', (c) => c.notNull())
    .addColumn('auteur', 'text', (c) => c.notNull())
    .addColumn('body_markdown', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  // A store's articles, newest first.
  await db.schema
    .createIndex('store_blog_articles_store_published')
    .on('store_blog_articles')
    .columns(['store_id', 'published_at'])
    .execute();

  await withId(db, db.schema.createTable('store_push_zones'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('titre', 'text', (c) => c.notNull())
    .addColumn('html_content', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_push_zones_store').on('store_push_zones').column('store_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_push_zones').execute();
  await db.schema.dropTable('store_blog_articles').execute();
  await db.schema.dropTable('store_fuel_prices').execute();
}
