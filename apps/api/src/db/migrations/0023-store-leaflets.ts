import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * A store's leaflets, generated from its promotions (modules/leaflets): the leaflets, the products
 * of their pages, and per store the fingerprint of the promotions they were built from, so that a
 * change of promotions regenerates them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('store_leaflets'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('titre', 'text', (c) => c.notNull())
    .addColumn('type_avantage', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('nb_produits', 'integer', (c) => c.notNull())
    .addColumn('nb_pages', 'integer', (c) => c.notNull())
    .addColumn('cover_product_id', 'integer')
    .addColumn('generated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('store_leaflets_store_slug', ['store_id', 'slug'])
    .execute();
  await db.schema
    .createIndex('store_leaflets_store_end')
    .on('store_leaflets')
    .columns(['store_id', 'ends_at'])
    .execute();

  await db.schema
    .createTable('store_leaflet_products')
    .addColumn('leaflet_id', 'integer', (c) =>
      c.notNull().references('store_leaflets.id').onDelete('cascade'),
    )
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('store_leaflet_products_pk', ['leaflet_id', 'page', 'position'])
    .execute();

  await db.schema
    .createTable('store_leaflet_sources')
    .addColumn('store_id', 'integer', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('generated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_leaflet_sources').execute();
  await db.schema.dropTable('store_leaflet_products').execute();
  await db.schema.dropTable('store_leaflets').execute();
}
