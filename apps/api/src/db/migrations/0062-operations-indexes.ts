import type { Kysely } from 'kysely';

/**
 * The gauges of `/metrics` (issue #43 item 11, decision 131), computed at each scrape: indexes so
 * that each reads only the recent rows it counts — orders placed and payment sessions changed in the
 * last hour, slot holds not yet expired — instead of the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_placed_at').on('orders').column('placed_at').execute();
  await db.schema
    .createIndex('payment_sessions_updated_at')
    .on('payment_sessions')
    .column('updated_at')
    .execute();
  await db.schema.createIndex('slot_holds_expires_at').on('slot_holds').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('slot_holds_expires_at').execute();
  await db.schema.dropIndex('payment_sessions_updated_at').execute();
  await db.schema.dropIndex('orders_placed_at').execute();
}
