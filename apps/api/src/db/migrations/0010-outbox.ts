import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * The outbox: e-mails written in the transaction of the change that causes them, sent afterwards by
 * the worker of each process (platform/outbox). A row is claimed with a lease (`claimed_by`,
 * `claimed_until`) so that two processes never send it at the same time. `scheduled_jobs` holds the
 * same kind of lease for the periodic jobs run by that worker.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('outbox'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the message is about (one order's confirmation, one reset link): enqueued once.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('en_attente'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_run_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_jobs').execute();
  await db.schema.dropTable('outbox').execute();
}
