import { type Kysely, sql } from 'kysely';

/**
 * What an order's edit needs to price it again exactly as it was placed:
 * - `order_lines.reduction_cents`: the immediate reduction a line got (its `total_cents` is already
 *   net of it); orders placed before keep 0, and their `remise_immediate` amount stays as it was;
 * - `order_fees.code`: the promo code of a `code_promo` reduction, so that an edit applies the code's
 *   rule (percentage, minimum basket) to the new basket. Read back from the label for older orders.
 * - `payment_refunds.attempts`, `next_attempt_at`, `last_error`: a refund the provider did not
 *   confirm is asked again by the worker, later each time, with the same idempotency key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_lines')
    .addColumn('reduction_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('order_fees').addColumn('code', 'text').execute();
  await db.schema
    .alterTable('payment_refunds')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payment_refunds').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('payment_refunds').addColumn('last_error', 'text').execute();
  await db.schema
    .createIndex('payment_refunds_pending')
    .on('payment_refunds')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await sql`UPDATE order_fees SET code = substr(libelle, 12)
    WHERE type = 'code_promo' AND libelle LIKE 'Code promo %'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_refunds_pending').execute();
  for (const column of ['last_error', 'next_attempt_at', 'attempts'])
    await db.schema.alterTable('payment_refunds').dropColumn(column).execute();
  await db.schema.alterTable('order_fees').dropColumn('code').execute();
  await db.schema.alterTable('order_lines').dropColumn('reduction_cents').execute();
}
