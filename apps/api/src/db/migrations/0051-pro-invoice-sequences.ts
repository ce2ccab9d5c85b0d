import type { Kysely } from 'kysely';

/**
 * The pro invoices' numbers (issue #38, decision 119): one counter row per year, taken by one upsert
 * in the withdrawal's transaction. Two withdrawals at once on PostgreSQL wait on that row instead of
 * both reading the same last number; `pro_invoices.numero` stays unique as the last guard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pro_invoice_sequences')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_sequence', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pro_invoice_sequences').execute();
}
