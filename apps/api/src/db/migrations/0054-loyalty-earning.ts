import { type Kysely, sql } from 'kysely';
import { withId } from './dialect.ts';

/**
 * Loyalty earned by withdrawn orders (issue #40, decision 123): the rules (per store or every store;
 * a product, a department or the whole store; euros on the cagnotte or points per euro) and what each
 * order earned, once per order. Points join the stored-value ledger as its `points` account (amounts
 * in points there): existing balances open it, as migration 0035 did for the cagnottes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('loyalty_earning_rules'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer')
    .addColumn('product_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('rate', 'integer', (c) => c.notNull())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('loyalty_earning_rules_store')
    .on('loyalty_earning_rules')
    .column('store_id')
    .execute();

  await db.schema
    .createTable('order_loyalty_earnings')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('card_numero', 'text', (c) => c.notNull())
    .addColumn('cents', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  const now = new Date().toISOString();
  await sql`INSERT INTO stored_value_movements
      (account, numero, amount_cents, cause, idempotency_key, created_at)
    SELECT 'points', c.numero, c.solde_points, 'solde_initial', 'solde_initial:points:' || c.numero, ${now}
    FROM (
      SELECT numero, solde_points FROM loyalty_cards
      UNION ALL
      SELECT r.numero, r.solde_points FROM loyalty_card_register r
      WHERE NOT EXISTS (SELECT 1 FROM loyalty_cards l WHERE l.numero = r.numero)
    ) c
    WHERE c.solde_points <> 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM stored_value_movements WHERE account = 'points'`.execute(db);
  await db.schema.dropTable('order_loyalty_earnings').execute();
  await db.schema.dropTable('loyalty_earning_rules').execute();
}
