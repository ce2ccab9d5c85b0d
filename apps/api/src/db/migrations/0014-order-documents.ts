import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * Order documents and in-store purchases:
 * - `order_lines.tva_taux`: the VAT rate of a line in basis points (550 = 5,5 %), fixed when the
 *   order is made, so that an order's PDF and invoice keep the rate of the day of the sale;
 * - `invoices`: one invoice per order, numbered without gaps in a series per year
 *   (`invoice_sequences`), with the billing address and the buyer's name as they were when it was
 *   issued (an invoice never changes afterwards);
 * - `receipts` and `receipt_lines`: the till receipts of loyalty card holders' in-store purchases;
 * - `ticket_preferences`: how a card holder wants the till receipt (email, print, no_print).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('tva_taux', 'integer').execute();

  await db.schema
    .createTable('invoice_sequences')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('numero', 'text', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('civilite', 'text', (c) => c.notNull())
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('adresse', 'text', (c) => c.notNull())
    .addColumn('complement_adresse', 'text')
    .addColumn('code_postal', 'text', (c) => c.notNull())
    .addColumn('ville', 'text', (c) => c.notNull())
    .addColumn('departement', 'text')
    .addColumn('pays', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_year_sequence', ['year', 'sequence'])
    .execute();
  await db.schema.createIndex('invoices_client').on('invoices').column('client_id').execute();

  await withId(db, db.schema.createTable('receipts'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('numero', 'text', (c) => c.notNull().unique())
    .addColumn('caisse', 'integer', (c) => c.notNull())
    .addColumn('purchased_at', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('remise_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cagnotte_gagnee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mode_paiement', 'text', (c) => c.notNull())
    .addColumn('num_carte', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('receipts_client_purchased')
    .on('receipts')
    .columns(['client_id', 'purchased_at'])
    .execute();

  await withId(db, db.schema.createTable('receipt_lines'))
    .addColumn('receipt_id', 'integer', (c) => c.notNull().references('receipts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('tva_taux', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('receipt_lines_receipt').on('receipt_lines').column('receipt_id').execute();

  await db.schema
    .createTable('ticket_preferences')
    .addColumn('client_id', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('preference', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ticket_preferences', 'receipt_lines', 'receipts', 'invoices', 'invoice_sequences']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('order_lines').dropColumn('tva_taux').execute();
}
