import { type Kysely, sql } from 'kysely';
import { withId } from './dialect.ts';

/**
 * The stored-value ledger (decision 093): every movement of a gift card's or a cagnotte's balance is
 * an append-only row, named by the card's number (never a reusable row id), with its cause and an
 * idempotency key. The balances kept on the cards are checked against the sums by `/readyz`.
 *
 * A payment session also keeps the numbers of the cards it spends, so that a refund follows the
 * money to the card it came from even after that card left the account.
 *
 * Existing balances open the ledger: one `solde_initial` movement per card with money on it (a
 * partner card counts where it lives now: on the account that linked it, else in the register).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('stored_value_movements'))
    // 'carte_cadeau' | 'cagnotte'
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('payment_session_id', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stored_value_movements_account')
    .on('stored_value_movements')
    .columns(['account', 'numero'])
    .execute();
  await db.schema
    .createIndex('stored_value_movements_order')
    .on('stored_value_movements')
    .column('order_id')
    .execute();

  await db.schema.alterTable('payment_sessions').addColumn('loyalty_card_numero', 'text').execute();
  await db.schema.alterTable('payment_sessions').addColumn('gift_card_numero', 'text').execute();
  await sql`UPDATE payment_sessions SET loyalty_card_numero =
    (SELECT numero FROM loyalty_cards WHERE loyalty_cards.id = payment_sessions.loyalty_card_id)
    WHERE loyalty_card_id IS NOT NULL`.execute(db);
  await sql`UPDATE payment_sessions SET gift_card_numero =
    (SELECT numero FROM gift_cards WHERE gift_cards.id = payment_sessions.gift_card_id)
    WHERE gift_card_id IS NOT NULL`.execute(db);

  const now = new Date().toISOString();
  await sql`INSERT INTO stored_value_movements
      (account, numero, amount_cents, cause, idempotency_key, created_at)
    SELECT 'carte_cadeau', numero, solde_cents, 'solde_initial',
      'solde_initial:carte_cadeau:' || numero, ${now}
    FROM gift_cards WHERE solde_cents <> 0`.execute(db);
  await sql`INSERT INTO stored_value_movements
      (account, numero, amount_cents, cause, idempotency_key, created_at)
    SELECT 'cagnotte', numero, solde_cents, 'solde_initial', 'solde_initial:cagnotte:' || numero, ${now}
    FROM loyalty_cards WHERE solde_cents <> 0`.execute(db);
  await sql`INSERT INTO stored_value_movements
      (account, numero, amount_cents, cause, idempotency_key, created_at)
    SELECT 'cagnotte', r.numero, r.solde_cents, 'solde_initial',
      'solde_initial:cagnotte:' || r.numero, ${now}
    FROM loyalty_card_register r
    WHERE r.solde_cents <> 0 AND NOT EXISTS (SELECT 1 FROM loyalty_cards c WHERE c.numero = r.numero)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_sessions').dropColumn('gift_card_numero').execute();
  await db.schema.alterTable('payment_sessions').dropColumn('loyalty_card_numero').execute();
  await db.schema.dropTable('stored_value_movements').execute();
}
