import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * Closing an order in the store (issue #37, item 5, decision 114).
 *
 * `order_events`: what happened to an order that other modules act on, once per order and kind
 * (`(order_id, kind)` unique: a closing retried after a crash finds its event and writes none).
 * The first kind is `commande_retiree` — the order handed over to its customer (withdrawn or
 * delivered), with the final amount captured — which loyalty reads to credit the customer.
 *
 * `orders.final_total_cents`: what the customer paid once the order was closed (the captured final
 * amount); null until then. `total_cents` stays the placed total, which the order's changes, its
 * capture and its preparation read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('order_events'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('order_events_order_kind', ['order_id', 'kind'])
    .execute();
  await db.schema.alterTable('orders').addColumn('final_total_cents', 'integer').execute();
  await db.schema
    .createIndex('order_events_kind_created')
    .on('order_events')
    .columns(['kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('final_total_cents').execute();
  await db.schema.dropTable('order_events').execute();
}
