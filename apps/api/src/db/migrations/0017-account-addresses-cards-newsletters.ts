import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * The account's billing address, store newsletters, and the cards a shopper asked to save on the
 * payment page (saved as payment aliases once the payment is accepted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_addresses')
    .addColumn('client_id', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('civilite', 'text', (c) => c.notNull())
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('societe', 'text')
    .addColumn('adresse', 'text', (c) => c.notNull())
    .addColumn('complement', 'text')
    .addColumn('code_postal', 'text', (c) => c.notNull())
    .addColumn('ville', 'text', (c) => c.notNull())
    .addColumn('departement', 'text')
    .addColumn('pays', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('newsletter_subscriptions'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('newsletter_subscriptions_client_store', ['client_id', 'store_id'])
    .execute();

  await db.schema
    .createTable('payment_alias_requests')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('provider_token', 'text', (c) => c.notNull())
    .addColumn('marque', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('expiration', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_alias_requests').execute();
  await db.schema.dropTable('newsletter_subscriptions').execute();
  await db.schema.dropTable('billing_addresses').execute();
}
