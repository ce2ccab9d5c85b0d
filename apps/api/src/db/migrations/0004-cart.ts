import type { Kysely } from 'kysely';
import { flag, float, withId } from './dialect.ts';

/**
 * Carts (one per shopper, store and cart kind), their lines, promo codes, the sellers of products
 * delivered by a seller, and the shopping lists a cart is saved into when the store changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // owner_key is 'c:{client id}' or 'u:{visitor uuid}': one unique key for both kinds of shopper, so
  // that two concurrent first adds make one cart (INSERT … ON CONFLICT).
  await withId(db, db.schema.createTable('carts'))
    .addColumn('owner_key', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('cascade'))
    .addColumn('visitor_uuid', 'text')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('type_panier', 'text', (c) => c.notNull())
    .addColumn('promo_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('carts_owner_store_kind', ['owner_key', 'store_id', 'type_panier'])
    .execute();
  await db.schema.createIndex('carts_client').on('carts').column('client_id').execute();
  await db.schema.createIndex('carts_store').on('carts').column('store_id').execute();

  await withId(db, db.schema.createTable('cart_lines'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', float(db), (c) => c.notNull())
    .addColumn('substitution_accord', 'integer', flag)
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_lines_cart_product', ['cart_id', 'product_id'])
    .execute();
  await db.schema.createIndex('cart_lines_product').on('cart_lines').column('product_id').execute();

  await db.schema
    .createTable('promo_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('amount_cents', 'integer')
    .addColumn('min_basket_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('store_ids', 'text')
    .execute();

  await db.schema
    .createTable('product_sellers')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('delai_livraison_jours', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('shopping_lists'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('titre', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shopping_lists_client').on('shopping_lists').column('client_id').execute();

  await withId(db, db.schema.createTable('shopping_list_lines'))
    .addColumn('list_id', 'integer', (c) => c.notNull().references('shopping_lists.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', float(db), (c) => c.notNull())
    .addColumn('index_poids', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('shopping_list_lines_list_product', ['list_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('shopping_list_lines_product')
    .on('shopping_list_lines')
    .column('product_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'shopping_list_lines',
    'shopping_lists',
    'product_sellers',
    'promo_codes',
    'cart_lines',
    'carts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
