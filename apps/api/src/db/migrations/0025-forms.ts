import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * The form pages: every request sent (contact, card request and activation, loyalty cancellation,
 * product question, withdrawal, newsletter) and the newsletter subscriptions of addresses without an
 * account, confirmed by the link of an e-mail (double opt-in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('form_requests'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('set null'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_requests_kind_created')
    .on('form_requests')
    .columns(['kind', 'created_at'])
    .execute();
  await db.schema
    .createIndex('form_requests_client_order')
    .on('form_requests')
    .columns(['client_id', 'order_id'])
    .execute();

  await withId(db, db.schema.createTable('newsletter_email_subscriptions'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('prenom', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addUniqueConstraint('newsletter_email_subscriptions_email_store', ['email', 'store_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_email_subscriptions').execute();
  await db.schema.dropTable('form_requests').execute();
}
