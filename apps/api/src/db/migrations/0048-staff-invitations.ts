import type { Kysely } from 'kysely';

/**
 * The stores' teams (issue #37, item 1, decision 117):
 *
 * - `staff_accounts.password_set`: 1 once the member chose his password; an account created from
 *   /gestion/equipe starts at 0 (no usable hash) and cannot log in until its invitation is used.
 *   The accounts already there keep their passwords (default 1).
 * - `staff_invitations`: the invitation links, by the SHA-256 of their random token (the token
 *   itself is only in the e-mail); valid 72 hours, used once; a newer invitation or a deactivation
 *   voids the older ones (`voided_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_accounts')
    .addColumn('password_set', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('staff_invitations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    // Who sent it (a manager or head office).
    .addColumn('invited_by', 'integer', (c) => c.references('staff_accounts.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('voided_at', 'text')
    .execute();
  await db.schema.createIndex('staff_invitations_staff').on('staff_invitations').column('staff_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.alterTable('staff_accounts').dropColumn('password_set').execute();
}
