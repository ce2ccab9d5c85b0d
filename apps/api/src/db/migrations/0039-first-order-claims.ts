import type { Kysely } from 'kysely';

/**
 * The first-order right of a welcome promo code (BIENVENUE10), held by one payment session at a time
 * (issue #35): taken when a session that uses such a code opens, used by the order it makes, free
 * again once that session ends unpaid. Two sessions opened in two stores can no longer both use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('first_order_claims')
    .addColumn('client_id', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('payment_session_id', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('first_order_claims').execute();
}
