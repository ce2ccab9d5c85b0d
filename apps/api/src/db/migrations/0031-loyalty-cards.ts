import type { Kysely } from 'kysely';
import { flag, withId } from './dialect.ts';

/**
 * Loyalty cards in the account (decision 079): the next balances and the offers' consents of a card,
 * and the register of the partner cards the issuer has issued, each with its hashed code cagnotte and
 * its lock after wrong codes. Linking a card copies its balances to the account's card; removing it
 * writes them back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('loyalty_cards')
    .addColumn('solde_suiv_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('loyalty_cards')
    .addColumn('solde_points_suiv', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('loyalty_cards').addColumn('accept_email', 'integer', flag).execute();
  await db.schema.alterTable('loyalty_cards').addColumn('accept_sms', 'integer', flag).execute();

  await withId(db, db.schema.createTable('loyalty_card_register'))
    .addColumn('numero', 'text', (c) => c.notNull().unique())
    .addColumn('type_carte', 'text', (c) => c.notNull())
    .addColumn('sous_type', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('solde_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('solde_suiv_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('solde_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('solde_points_suiv', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('expired', 'integer', flag)
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loyalty_card_register').ifExists().execute();
  for (const column of ['accept_sms', 'accept_email', 'solde_points_suiv', 'solde_suiv_cents'])
    await db.schema.alterTable('loyalty_cards').dropColumn(column).execute();
}
