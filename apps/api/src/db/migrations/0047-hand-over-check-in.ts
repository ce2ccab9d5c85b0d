import type { Kysely } from 'kysely';

/**
 * The hand-over at the drive (issue #37, item 6, decision 116):
 *
 * - `orders.client_arrive_le`: when the customer said she arrived at the drive (the link « Je suis
 *   arrivé au drive » of her confirmation e-mail); null until then, set once.
 * - `orders_store_status` on (store_id, statut_code): a store's open orders, which the staff search
 *   by code or by name at the drive.
 * - `orders_store_arrival` on (store_id, client_arrive_le): the customers waiting at the drive, first
 *   on the day's list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('client_arrive_le', 'text').execute();
  await db.schema
    .createIndex('orders_store_status')
    .on('orders')
    .columns(['store_id', 'statut_code'])
    .execute();
  await db.schema
    .createIndex('orders_store_arrival')
    .on('orders')
    .columns(['store_id', 'client_arrive_le'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_store_arrival').execute();
  await db.schema.dropIndex('orders_store_status').execute();
  await db.schema.alterTable('orders').dropColumn('client_arrive_le').execute();
}
