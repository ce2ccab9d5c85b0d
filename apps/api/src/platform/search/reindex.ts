import { type Kysely, sql } from 'kysely';
import { insertRows } from '../../db/seed/batch-insert.ts';
import { categorySearchTexts, productSearchColumns } from './search-columns.ts';
import { buildSearchTerms } from './search-terms.ts';

/**
 * Recomputes the search columns of every product and the word suggestions, from the products and
 * categories in the database. The seed computes them as it inserts; this serves a database seeded
 * before migration 0002 (and any later bulk change of products). Call it inside a transaction.
 */
// biome-ignore lint/suspicious/noExplicitAny: runs inside migrations, on a database typed as unknown.
export async function reindexProducts(db: Kysely<any>): Promise<number> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'designation', 'marque', 'allergens', 'is_bio', 'is_local', 'category_id', 'source'])
    .orderBy('id')
    .execute();
  if (!products.length) return 0;
  const categoryTexts = categorySearchTexts(
    await db.selectFrom('categories').select(['id', 'parent_id', 'libelle']).execute(),
  );

  await db.schema
    .createTable('search_reindex')
    .temporary()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('search_designation', 'text', (c) => c.notNull())
    .addColumn('search_brand', 'text', (c) => c.notNull())
    .addColumn('search_labels', 'text', (c) => c.notNull())
    .addColumn('search_category', 'text', (c) => c.notNull())
    .addColumn('marque_slug', 'text')
    .addColumn('allergen_mask', 'integer', (c) => c.notNull())
    .execute();
  await insertRows(
    db,
    'search_reindex',
    products.map((p) => ({ id: p.id, ...productSearchColumns(p, categoryTexts.get(p.category_id) ?? '') })),
  );
  await sql`UPDATE products SET search_designation = s.search_designation, search_brand = s.search_brand,
      search_labels = s.search_labels, search_category = s.search_category, marque_slug = s.marque_slug,
      allergen_mask = s.allergen_mask
    FROM search_reindex s WHERE s.id = products.id`.execute(db);
  await db.schema.dropTable('search_reindex').execute();

  await db.deleteFrom('search_terms').execute();
  await insertRows(
    db,
    'search_terms',
    buildSearchTerms(products.filter((p) => p.source !== 'generated').map((p) => p.designation)),
  );
  return products.length;
}
