import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * The profile page: the links that confirm a new e-mail address (single use, expiring), and the
 * record of account deletions (the reason only, for the shop's statistics: no personal data).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_change_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_change_tokens_client')
    .on('email_change_tokens')
    .column('client_id')
    .execute();

  await withId(db, db.schema.createTable('account_deletions'))
    .addColumn('motif_id', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_deletions').execute();
  await db.schema.dropTable('email_change_tokens').execute();
}
