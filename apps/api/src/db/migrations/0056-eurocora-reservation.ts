import type { Kysely } from 'kysely';

/**
 * The cagnotte a checkout reserves on its loyalty card (issue #40 item 2, decision 124): the checkout's
 * `wallet_cents` on `wallet_card_id` counts against the card's available balance while the checkout is
 * open and `wallet_reserved_until` has not passed. The index serves the sum of a card's reservations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checkouts').addColumn('wallet_reserved_until', 'text').execute();
  await db.schema
    .createIndex('checkouts_wallet_card')
    .on('checkouts')
    .columns(['wallet_card_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('checkouts_wallet_card').execute();
  await db.schema.alterTable('checkouts').dropColumn('wallet_reserved_until').execute();
}
