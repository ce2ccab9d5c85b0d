import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * Professional buyers order (issue #38, decision 119):
 *
 * - `pro_accounts`: a pro account's company (one per pro client): SIRET, intra-EU VAT number and
 *   billing address as last given at the pro checkout, the outstanding limit agreed with the chain
 *   and the outstanding amount (the balance of `pro_receivable_movements`, moved with it).
 * - `client_pro_stores.payment_term_days`: each store's agreement sets its payment term (30 days).
 * - `pro_receivable_movements`: what the company owes, one signed row per movement (an order on
 *   invoice, its final amount, its cancellation, a payment recorded by the store), written once per
 *   idempotency key; the outstanding amount is their sum.
 * - `orders.pro_billing`: a pro order's billing details (JSON), null for a consumer.
 * - `pro_invoices`: the invoice of a withdrawn pro order, numbered per year, with its due date and
 *   when the store recorded its payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pro_accounts')
    .addColumn('client_id', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('siret', 'text')
    .addColumn('tva_intracommunautaire', 'text')
    .addColumn('adresse', 'text')
    .addColumn('code_postal', 'text')
    .addColumn('ville', 'text')
    .addColumn('outstanding_limit_cents', 'integer', (c) => c.notNull())
    .addColumn('outstanding_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('client_pro_stores')
    .addColumn('payment_term_days', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await withId(db, db.schema.createTable('pro_receivable_movements'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pro_receivable_movements_client')
    .on('pro_receivable_movements')
    .column('client_id')
    .execute();
  await db.schema.alterTable('orders').addColumn('pro_billing', 'text').execute();
  await withId(db, db.schema.createTable('pro_invoices'))
    .addColumn('numero', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('paid_by', 'integer')
    .execute();
  await db.schema.createIndex('pro_invoices_client').on('pro_invoices').column('client_id').execute();
  await db.schema
    .createIndex('pro_invoices_store')
    .on('pro_invoices')
    .columns(['store_id', 'paid_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pro_invoices').execute();
  await db.schema.alterTable('orders').dropColumn('pro_billing').execute();
  await db.schema.dropTable('pro_receivable_movements').execute();
  await db.schema.alterTable('client_pro_stores').dropColumn('payment_term_days').execute();
  await db.schema.dropTable('pro_accounts').execute();
}
