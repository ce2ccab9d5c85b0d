import { type Kysely, sql } from 'kysely';
import { flag, isPostgres, withId } from './dialect.ts';
import { createSearchIndex, dropSearchIndex, reindexProducts } from './frozen/0002-search.ts';

/**
 * Catalogue search: the search columns of products and their full-text index (SQLite FTS5 or
 * PostgreSQL tsvectors, frozen in frozen/0002-search.ts as this migration creates them), brand slugs, allergen masks and popularity for
 * facets and sorts, word suggestions, visitors' search history, push zones and product mixes.
 * A database seeded before this migration gets its search columns and word list computed here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const column of ['search_designation', 'search_brand', 'search_labels', 'search_category']) {
    await db.schema
      .alterTable('products')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema.alterTable('products').addColumn('marque_slug', 'text').execute();
  await db.schema.alterTable('products').addColumn('allergen_mask', 'integer', flag).execute();
  await db.schema.alterTable('products').addColumn('popularity', 'integer', flag).execute();
  await db.schema.createIndex('products_marque_slug').on('products').column('marque_slug').execute();
  await db.schema
    .createIndex('products_category_popularity')
    .on('products')
    .columns(['category_id', 'popularity'])
    .execute();

  await db.schema
    .createTable('search_terms')
    // Byte order on PostgreSQL too, so that prefix ranges (term >= 'yao' AND term < 'yao~') hold.
    .addColumn('term', postgres ? sql`text collate "C"` : 'text', (c) => c.primaryKey())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('frequency', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('search_history'))
    .addColumn('visitor_uuid', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('query_normalized', 'text', (c) => c.notNull())
    .addColumn('searched_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('search_history_visitor_query', ['visitor_uuid', 'query_normalized'])
    .execute();
  await db.schema
    .createIndex('search_history_visitor')
    .on('search_history')
    .columns(['visitor_uuid', 'searched_at'])
    .execute();

  await withId(db, db.schema.createTable('push_zones'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('titre', 'text', (c) => c.notNull())
    .addColumn('html_content', 'text', (c) => c.notNull())
    .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('push_zones_category').on('push_zones').column('category_id').execute();

  await db.schema
    .createTable('mix_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('type_avantage', 'text', (c) => c.notNull())
    .addColumn('texte_avantage', 'text', (c) => c.notNull())
    .addColumn('lot', 'integer')
    .addColumn('nb_pdt_lot', 'integer')
    .addColumn('valeur', 'integer', (c) => c.notNull())
    .addColumn('unite', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mix_group_products')
    .addColumn('mix_group_id', 'integer', (c) => c.notNull().references('mix_groups.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('mix_group_products_pk', ['mix_group_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('mix_group_products_product')
    .on('mix_group_products')
    .column('product_id')
    .execute();
  await db.schema
    .alterTable('offer_advantages')
    // No foreign key: SQLite cannot drop a column that carries one (see down).
    .addColumn('mix_group_id', 'integer')
    .execute();

  // Fill the new columns of an already seeded catalogue before the index reads them.
  await reindexProducts(db);
  await createSearchIndex(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSearchIndex(db);
  for (const table of ['mix_group_products', 'push_zones', 'search_history', 'search_terms']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('offer_advantages').dropColumn('mix_group_id').execute();
  await db.schema.dropTable('mix_groups').ifExists().execute();
  await db.schema.dropIndex('products_category_popularity').ifExists().execute();
  await db.schema.dropIndex('products_marque_slug').ifExists().execute();
  for (const column of [
    'popularity',
    'allergen_mask',
    'marque_slug',
    'search_category',
    'search_labels',
    'search_brand',
    'search_designation',
  ]) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
}
