import type { Kysely } from 'kysely';

/**
 * A real payment provider behind the sandbox's seam (issue #39, decision 122): what the shop keeps of
 * the provider's side. `payment_sessions.provider_reference` is the provider's hosted session (Stripe
 * `cs_…`, Adyen `CS…`), `provider_payment_reference` its payment (Stripe `pi_…`, Adyen `pspReference`)
 * that captures, releases and refunds act on. A saved card names its provider and the provider's
 * customer; `payment_provider_customers` keeps one customer per client and provider, so that her cards
 * gather on one customer at the provider.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_sessions').addColumn('provider_reference', 'text').execute();
  await db.schema.alterTable('payment_sessions').addColumn('provider_payment_reference', 'text').execute();
  await db.schema
    .alterTable('payment_aliases')
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('sandbox'))
    .execute();
  await db.schema.alterTable('payment_aliases').addColumn('provider_customer', 'text').execute();
  await db.schema
    .createTable('payment_provider_customers')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_provider_customers_pk', ['client_id', 'provider'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_provider_customers').execute();
  await db.schema.alterTable('payment_aliases').dropColumn('provider_customer').execute();
  await db.schema.alterTable('payment_aliases').dropColumn('provider').execute();
  await db.schema.alterTable('payment_sessions').dropColumn('provider_payment_reference').execute();
  await db.schema.alterTable('payment_sessions').dropColumn('provider_reference').execute();
}
