import type { Kysely } from 'kysely';
import { float, withId } from './dialect.ts';

/**
 * Preparing an order in the store (issue #37, item 3, decision 112).
 *
 * - `order_line_preparations`: one row per prepared order line, its outcome (`preleve`, `manquant`,
 *   `pese`, `remplace`), what was handed over (units, real weight in grams, or the substitute with
 *   its designation, unit price and quantity) and `final_cents`, what the line costs once prepared:
 *   the order's final amount is the sum of these, plus the fees, less the order's reductions.
 *   `decision_client` is the shopper's answer to a substitute (`en_attente` until item 4 lets her
 *   approve or refuse it). `version` goes up by one at each change: a write names the version it read,
 *   so that a second preparer never silently overwrites the first.
 * - `orders`: when the preparation started and ended, and by whom.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('order_line_preparations'))
    .addColumn('order_line_id', 'integer', (c) =>
      c.notNull().unique().references('order_lines.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('quantity', float(db), (c) => c.notNull())
    .addColumn('weight_grams', 'integer')
    .addColumn('final_cents', 'integer', (c) => c.notNull())
    .addColumn('substitute_product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('substitute_designation', 'text')
    .addColumn('substitute_unit_price_cents', 'integer')
    .addColumn('decision_client', 'text')
    .addColumn('prepared_by', 'integer', (c) => c.notNull().references('staff_accounts.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_line_preparations_order')
    .on('order_line_preparations')
    .column('order_id')
    .execute();
  await db.schema.alterTable('orders').addColumn('preparation_started_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('preparation_started_by', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('prepared_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('prepared_by', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['prepared_by', 'prepared_at', 'preparation_started_by', 'preparation_started_at'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.dropTable('order_line_preparations').execute();
}
