import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * The stores' tills post their receipts (issue #40, decision 128): `till_receipts`, one row per store
 * and receipt number (the till's retries write once), with what the receipt moved on the card's
 * cagnotte; and on the customer's receipts, the cagnotte spent at the till.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('till_receipts'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('caisse', 'integer', (c) => c.notNull())
    .addColumn('purchased_at', 'text', (c) => c.notNull())
    .addColumn('num_carte', 'text')
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('receipt_id', 'integer', (c) => c.references('receipts.id').onDelete('set null'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('cagnotte_gagnee_cents', 'integer', (c) => c.notNull())
    .addColumn('cagnotte_utilisee_cents', 'integer', (c) => c.notNull())
    .addColumn('credited_cents', 'integer', (c) => c.notNull())
    .addColumn('debited_cents', 'integer', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('till_receipts_store_numero', ['store_id', 'numero'])
    .execute();
  await db.schema.createIndex('till_receipts_card').on('till_receipts').column('num_carte').execute();
  await db.schema
    .alterTable('receipts')
    .addColumn('cagnotte_utilisee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('receipts').dropColumn('cagnotte_utilisee_cents').execute();
  await db.schema.dropTable('till_receipts').execute();
}
