import { type Kysely, sql } from 'kysely';

/**
 * The card's history and the expiry of its euros (issue #40 item 5, decision 127): one row per card
 * and expiry day whose reminder was written (the e-mail leaves once even after the outbox forgot
 * it), an index for the daily job's look at the credits of a year ago, and the défis' rewards under
 * their own cause (they were written `gain`, told apart by their key `defi:…`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loyalty_expiry_reminders')
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('loyalty_expiry_reminders_pk', ['numero', 'expires_on'])
    .execute();
  await db.schema
    .createIndex('stored_value_movements_account_created')
    .on('stored_value_movements')
    .columns(['account', 'created_at'])
    .execute();
  await sql`UPDATE stored_value_movements SET cause = 'defi'
    WHERE cause = 'gain' AND idempotency_key LIKE 'defi:%'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE stored_value_movements SET cause = 'gain' WHERE cause = 'defi'`.execute(db);
  await db.schema.dropIndex('stored_value_movements_account_created').execute();
  await db.schema.dropTable('loyalty_expiry_reminders').execute();
}
