import type { Kysely } from 'kysely';

/**
 * The payment modes each store offers, and those it refuses with a promo code (issue #43 item 7,
 * decision 129): two JSON lists of payment mode codes on the store, read by the checkout instead of
 * a list fixed in code. Every store offers every mode, each usable with a promo code, as before.
 */
const EVERY_MODE = '["cb","carte_cabas","CRF","ckdo","3FCB","4FCB","carte_malin"]';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stores')
    .addColumn('payment_modes', 'text', (c) => c.notNull().defaultTo(EVERY_MODE))
    .execute();
  await db.schema
    .alterTable('stores')
    .addColumn('payment_modes_sans_code_promo', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('payment_modes_sans_code_promo').execute();
  await db.schema.alterTable('stores').dropColumn('payment_modes').execute();
}
