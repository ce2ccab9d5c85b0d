import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-orders.ts';
import type {} from '../../db/schema-preparation.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The customer's order as her answers read it: its status, preparation and slot (null: not hers). */
export function findClientOrder(db: Db, clientId: number, orderId: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('slots as s', 's.id', 'o.slot_id')
    .select(['o.id', 'o.statut_code', 'o.prepared_at', 'o.date_de_retrait', 's.starts_at'])
    .where('o.id', '=', orderId)
    .where('o.client_id', '=', clientId)
    .executeTakeFirst();
}
export type SubstitutionOrderRow = NonNullable<Awaited<ReturnType<typeof findClientOrder>>>;

/** The order's substituted lines (one, with `lineId`), in the order's line order. */
export function substitutedLines(db: Db, orderId: number, lineId?: number) {
  let query = db
    .selectFrom('order_line_preparations as r')
    .innerJoin('order_lines as l', 'l.id', 'r.order_line_id')
    .select([
      'l.id',
      'l.designation',
      'l.total_cents',
      'r.quantity',
      'r.final_cents',
      'r.substitute_designation',
      'r.substitute_unit_price_cents',
      'r.decision_client',
      'r.version',
    ])
    .where('r.order_id', '=', orderId)
    .where('r.outcome', '=', 'remplace');
  if (lineId !== undefined) query = query.where('r.order_line_id', '=', lineId);
  return query.orderBy('l.id').execute();
}
export type SubstitutedLineRow = Awaited<ReturnType<typeof substitutedLines>>[number];

/**
 * The customer's answer, written only over the version she read and while the substitute still waits
 * for one: a preparer's change (a new version) or the closing's default (no longer `en_attente`)
 * makes it write nothing. False: someone else wrote first.
 */
export async function writeAnswer(
  db: Db,
  lineId: number,
  input: { decision: 'acceptee' | 'refusee'; version: number; nowIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('order_line_preparations')
    .set((eb) => ({
      decision_client: input.decision,
      decided_at: input.nowIso,
      version: eb('version', '+', 1),
    }))
    .where('order_line_id', '=', lineId)
    .where('outcome', '=', 'remplace')
    .where('version', '=', input.version)
    .where('decision_client', '=', 'en_attente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The default on every substitute of the order still waiting (the closing, decision 115), in one
 * conditional update: an answer written before it stays, one written after it finds nothing to
 * answer. How many lines took the default.
 */
export async function settleWaiting(db: Db, orderId: number, decision: string, nowIso: string) {
  const result = await db
    .updateTable('order_line_preparations')
    .set((eb) => ({ decision_client: decision, decided_at: nowIso, version: eb('version', '+', 1) }))
    .where('order_id', '=', orderId)
    .where('outcome', '=', 'remplace')
    .where('decision_client', '=', 'en_attente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
