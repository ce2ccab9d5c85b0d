import type { Kysely } from 'kysely';

/**
 * The customer's answers to the substitutes of her order (issue #37, item 4, decision 115).
 *
 * `order_line_preparations.decided_at`: when the substitute's `decision_client` was settled — the
 * customer's answer (`acceptee`, `refusee`) or the closing's default (`acceptee_par_defaut`); null
 * while it waits (`en_attente`) and for the other outcomes. A new substitute clears it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_line_preparations').addColumn('decided_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_line_preparations').dropColumn('decided_at').execute();
}
