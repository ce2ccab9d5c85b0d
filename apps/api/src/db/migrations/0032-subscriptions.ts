import { type Kysely, sql } from 'kysely';
import { flag, withId } from './dialect.ts';

/**
 * Delivery subscriptions bought online (decision 081): the offers each eligible store sells (a
 * duration and its price, an optional maximum of subscribers), and on each subscription what was paid
 * and the payment session that paid it (unique: one payment makes at most one subscription).
 * A database seeded before this migration gets the default offers for its eligible stores.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('subscription_offers'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('duree_mois', 'integer', (c) => c.notNull())
    .addColumn('prix_cents', 'integer', (c) => c.notNull())
    .addColumn('max_abonnes', 'integer')
    .addColumn('actif', 'integer', flag)
    .execute();
  await db.schema
    .createIndex('subscription_offers_store')
    .on('subscription_offers')
    .columns(['store_id', 'code', 'duree_mois'])
    .unique()
    .execute();

  await db.schema.alterTable('client_subscriptions').addColumn('prix_cents', 'integer').execute();
  await db.schema.alterTable('client_subscriptions').addColumn('payment_session_id', 'text').execute();
  await db.schema
    .createIndex('client_subscriptions_payment_session')
    .on('client_subscriptions')
    .column('payment_session_id')
    .unique()
    .execute();

  for (const [months, cents] of [
    [6, 2990],
    [12, 4990],
  ] as const) {
    await sql`INSERT INTO subscription_offers (store_id, code, duree_mois, prix_cents, max_abonnes, actif)
      SELECT id, 'LAD', ${months}, ${cents}, NULL, 1 FROM stores WHERE is_eligible_abonnement_lad = 1`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('client_subscriptions_payment_session').execute();
  await db.schema.alterTable('client_subscriptions').dropColumn('payment_session_id').execute();
  await db.schema.alterTable('client_subscriptions').dropColumn('prix_cents').execute();
  await db.schema.dropTable('subscription_offers').execute();
}
