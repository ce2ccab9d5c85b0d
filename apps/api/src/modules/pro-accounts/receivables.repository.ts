import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ProReceivableCause } from '../../db/schema-pro.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface NewReceivableMovement {
  clientId: number;
  cents: number;
  cause: ProReceivableCause;
  orderId: number | null;
  key: string;
  nowIso: string;
}

/** Writes a movement once: false when its idempotency key is already there. */
export async function insertMovement(db: Db, m: NewReceivableMovement): Promise<boolean> {
  const result = await db
    .insertInto('pro_receivable_movements')
    .values({
      client_id: m.clientId,
      amount_cents: m.cents,
      cause: m.cause,
      order_id: m.orderId,
      idempotency_key: m.key,
      created_at: m.nowIso,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Adds to the outstanding amount if it stays within the limit: one conditional statement, so two
 * orders placed at once cannot both pass a limit only one of them fits in (the row is locked by the
 * first until its transaction ends). False when over the limit or the account is unknown.
 */
export async function addWithinLimit(db: Db, clientId: number, cents: number, nowIso: string) {
  const result = await db
    .updateTable('pro_accounts')
    .set({ outstanding_cents: sql`outstanding_cents + ${cents}`, updated_at: nowIso })
    .where('client_id', '=', clientId)
    .where(sql<boolean>`outstanding_cents + ${cents} <= outstanding_limit_cents`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the outstanding amount whatever the limit (a final amount, a cancellation, a payment). */
export async function addToOutstanding(db: Db, clientId: number, cents: number, nowIso: string) {
  const result = await db
    .updateTable('pro_accounts')
    .set({ outstanding_cents: sql`outstanding_cents + ${cents}`, updated_at: nowIso })
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What an order on invoice moved so far (its charge, final amount and cancellation). */
export async function orderBalance(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('pro_receivable_movements')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('cents'))
    .where('order_id', '=', orderId)
    .where('cause', '!=', 'reglement')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** The accounts whose outstanding amount is not the sum of their movements (empty when the ledger holds). */
export async function outstandingMismatches(db: Db) {
  const rows = await db
    .selectFrom('pro_accounts as a')
    .leftJoin('pro_receivable_movements as m', 'm.client_id', 'a.client_id')
    .select((eb) => [
      'a.client_id',
      'a.outstanding_cents',
      eb.fn.coalesce(eb.fn.sum<number>('m.amount_cents'), sql<number>`0`).as('movements_cents'),
    ])
    .groupBy(['a.client_id', 'a.outstanding_cents'])
    .execute();
  return rows
    .map((r) => ({
      clientId: r.client_id,
      outstandingCents: r.outstanding_cents,
      movementsCents: Number(r.movements_cents),
    }))
    .filter((r) => r.outstandingCents !== r.movementsCents);
}
