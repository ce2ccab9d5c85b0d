import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * Cancelling and editing a placed order (issue #19).
 *
 * `payment_refunds`: every refund asked of the payment provider, one row per idempotency key (the
 * cancellation or the confirmed change it comes from, and the payment session it refunds): a cancel
 * posted twice finds the key taken and refunds nothing more. `status` is `demande` until the
 * provider accepted it (`effectue`).
 *
 * `order_changes`: the draft change of a placed order (its lines and slot as JSON), confirmed in one
 * step; when it costs more than was paid, the payment session of the difference (`payment_session_id`)
 * must be accepted before it applies. `open_key` (the order id while the draft is open) keeps one
 * open draft per order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('payment_refunds'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_session_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('demande'))
    .addColumn('provider_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_refunds_order').on('payment_refunds').column('order_id').execute();

  await withId(db, db.schema.createTable('order_changes'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('brouillon'))
    .addColumn('open_key', 'integer', (c) => c.unique())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('slot_id', 'integer')
    .addColumn('payment_session_id', 'text')
    .addColumn('extra_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_changes_session')
    .on('order_changes')
    .column('payment_session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_changes').execute();
  await db.schema.dropTable('payment_refunds').execute();
}
