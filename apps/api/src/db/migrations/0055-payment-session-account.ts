import type { Kysely } from 'kysely';

/**
 * The provider account a session's page was opened on (per-store accounts, issue #39 item 5,
 * decision 122): '' for the default account. Captures, releases and refunds go to the account that
 * took the payment, even after its store is given another one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_sessions').addColumn('provider_account', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_sessions').dropColumn('provider_account').execute();
}
