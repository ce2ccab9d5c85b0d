import { type Kysely, sql } from 'kysely';

/**
 * One own-brand loyalty card per account, held by the database: two creations at the same moment
 * each found no card before inserting on PostgreSQL (read committed), and both succeeded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('loyalty_cards_one_own_card')
    .on('loyalty_cards')
    .column('client_id')
    .unique()
    .where(sql.ref('sous_type'), '=', 'CP')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('loyalty_cards_one_own_card').ifExists().execute();
}
