import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * Order changes before the capture (decision 109): `payment_authorisation_changes`, what an order's
 * change or cancel did to a card payment authorised and not captured yet, one row per idempotency key.
 *
 * - `reduction` (`modification:{change}:{session}`): a lowered order lowers what the capture will
 *   take. It is never asked of the provider (a real one cannot refund an uncaptured payment): the
 *   capture takes less and its release gives the rest back. Recorded `effectue`.
 * - `liberation` (`annulation:{order}:{session}`): a cancel releases the authorisation. Recorded in the
 *   cancel's transaction (`demande`), asked after its commit, asked again with the same key after a
 *   crash or a provider that did not answer (backoff of the refunds), then `effectue` or `refusee`.
 *
 * A refund (`payment_refunds`) stays what gives back a sale or a captured payment: each lowering is
 * recorded once, in one of the two tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('payment_authorisation_changes'))
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
    .createIndex('payment_authorisation_changes_order')
    .on('payment_authorisation_changes')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('payment_authorisation_changes_pending')
    .on('payment_authorisation_changes')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_authorisation_changes').execute();
}
