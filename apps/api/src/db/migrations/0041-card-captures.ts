import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * Authorise at order time, capture the final amount when the store closes the order (decision 109).
 *
 * `payment_sessions.capture_mode`: what the shop asked the provider for when it opened the session:
 * `vente` (the card is taken at once: every session opened before this migration, and subscriptions)
 * or `autorisation` (the card is authorised; the order's capture takes the final amount later).
 *
 * `order_card_captures`: one row per order whose capture was asked (`order_id` unique: a second ask
 * finds it and asks nothing new): the final amount and its split, what the card payments still
 * allowed, what was captured and released, the cagnotte and gift card given back, who asked.
 *
 * `payment_card_operations`: every capture, release (or, for a session paid as a sale, refund of the
 * part not kept) asked of the provider, one row per idempotency key, as `payment_refunds`: recorded in
 * the capture's transaction, asked after its commit, asked again with the same key after a crash or a
 * provider that did not answer. `status` is `demande`, then `effectue` or `refusee`.
 *
 * `sandbox_authorisations`, `sandbox_operations`: the state the sandbox provider keeps on its side (a
 * real provider keeps it on its servers): each session's authorised, captured, refunded and released
 * amounts, and the answer given to each idempotency key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_sessions')
    .addColumn('capture_mode', 'text', (c) => c.notNull().defaultTo('vente'))
    .execute();

  await withId(db, db.schema.createTable('order_card_captures'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique())
    .addColumn('final_cents', 'integer', (c) => c.notNull())
    .addColumn('gift_card_cents', 'integer', (c) => c.notNull())
    .addColumn('tirelire_cents', 'integer', (c) => c.notNull())
    .addColumn('card_cents', 'integer', (c) => c.notNull())
    .addColumn('authorised_cents', 'integer', (c) => c.notNull())
    .addColumn('captured_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('released_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_card_back_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tirelire_back_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shortfall_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('demandee'))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('payment_card_operations'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_session_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('demande'))
    .addColumn('provider_reference', 'text')
    .addColumn('refusal', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_card_operations_order')
    .on('payment_card_operations')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('payment_card_operations_pending')
    .on('payment_card_operations')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('sandbox_authorisations')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('authorised_cents', 'integer', (c) => c.notNull())
    .addColumn('captured_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('released_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_operations')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_operations').execute();
  await db.schema.dropTable('sandbox_authorisations').execute();
  await db.schema.dropTable('payment_card_operations').execute();
  await db.schema.dropTable('order_card_captures').execute();
  await db.schema.alterTable('payment_sessions').dropColumn('capture_mode').execute();
}
