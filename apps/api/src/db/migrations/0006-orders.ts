import type { Kysely } from 'kysely';
import { flag, float, withId } from './dialect.ts';

/**
 * Payment sessions of the hosted payment page, the notifications received, and the orders they
 * create (with their lines, fees and reductions). An order is created once per payment session:
 * `orders.payment_session_id` is unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('checkout_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('type_panier', 'text', (c) => c.notNull())
    .addColumn('mode_paiement', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ouverte'))
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('card_cents', 'integer', (c) => c.notNull())
    .addColumn('tirelire_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('loyalty_card_id', 'integer')
    .addColumn('gift_card_id', 'integer')
    .addColumn('alias_paiement_id', 'text')
    .addColumn('order_draft', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    // Set when the card asked for 3-D Secure: the code page is open until the session ends.
    .addColumn('challenge_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_sessions_client').on('payment_sessions').column('client_id').execute();
  await db.schema
    .createIndex('payment_sessions_checkout')
    .on('payment_sessions')
    .column('checkout_id')
    .execute();

  await withId(db, db.schema.createTable('payment_notifications'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('evenement_id', 'text', (c) => c.notNull())
    .addColumn('resultat', 'text', (c) => c.notNull())
    .addColumn('effect', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_notifications_session')
    .on('payment_notifications')
    .column('session_id')
    .execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('payment_session_id', 'text', (c) => c.notNull().unique().references('payment_sessions.id'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('checkout_id', 'integer', (c) => c.notNull())
    .addColumn('titre', 'text', (c) => c.notNull())
    .addColumn('statut_code', 'text', (c) => c.notNull())
    .addColumn('code_paiement', 'text', (c) => c.notNull())
    .addColumn('code_type_commande', 'text', (c) => c.notNull())
    .addColumn('service_id', 'integer')
    .addColumn('type_panier', 'text', (c) => c.notNull())
    .addColumn('slot_id', 'integer')
    .addColumn('date_de_retrait', 'text')
    .addColumn('date_de_retrait_max', 'text')
    .addColumn('adresse_retrait', 'text')
    .addColumn('adresse', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('total_remise_cents', 'integer', (c) => c.notNull())
    .addColumn('eurocora_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tirelire_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_alias_paiement', 'integer', flag)
    .addColumn('placed_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_client_placed')
    .on('orders')
    .columns(['client_id', 'placed_at'])
    .execute();

  await withId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('quantity', float(db), (c) => c.notNull())
    .addColumn('reserved_units', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('substitution_accord', 'integer', flag)
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  await withId(db, db.schema.createTable('order_fees'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('valeur_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_fees_order').on('order_fees').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_fees', 'order_lines', 'orders', 'payment_notifications', 'payment_sessions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
