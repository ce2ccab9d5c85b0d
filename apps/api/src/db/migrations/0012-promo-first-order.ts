import { type Kysely, sql } from 'kysely';
import { flag } from './dialect.ts';

/**
 * First-order promo codes: `first_order_only` marks a welcome code, refused to a client who
 * already has an order. The demo welcome code BIENVENUE10 (README "Demo promo codes") becomes one in a
 * database seeded before this migration too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promo_codes').addColumn('first_order_only', 'integer', flag).execute();
  await sql`UPDATE promo_codes SET first_order_only = 1 WHERE code = 'BIENVENUE10'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promo_codes').dropColumn('first_order_only').execute();
}
