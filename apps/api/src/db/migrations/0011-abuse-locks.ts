import { type Kysely, sql } from 'kysely';

/**
 * A gift card locked after wrong PINs is locked until a time (one hour), no longer for
 * good. Cards locked by the former rule (a counter at the limit, never reset) are unlocked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gift_cards').addColumn('locked_until', 'text').execute();
  await sql`UPDATE gift_cards SET failed_attempts = 0 WHERE failed_attempts >= 5`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gift_cards').dropColumn('locked_until').execute();
}
