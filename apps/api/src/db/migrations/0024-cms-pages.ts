import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * Information and legal pages written in Markdown. A page has a national version (store_id null) and
 * may have one per store; a draft is read only with its preview key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('cms_pages'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('titre', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('contenu', 'text', (c) => c.notNull())
    .addColumn('statut', 'text', (c) => c.notNull())
    .addColumn('preview_key', 'text')
    .addColumn('menu_groupe', 'text')
    .addColumn('menu_ordre', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One national version and one per store of each address; the look-up goes by slug.
  await db.schema
    .createIndex('cms_pages_slug_store')
    .on('cms_pages')
    .columns(['slug', 'store_id'])
    .unique()
    .execute();
  await db.schema.createIndex('cms_pages_menu').on('cms_pages').columns(['section', 'menu_groupe']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cms_pages').execute();
}
