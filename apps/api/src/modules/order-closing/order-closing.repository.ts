import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type { OrderEventKind } from '../../db/schema-order-events.ts';
import type {} from '../../db/schema-orders.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The order as its closing and its status e-mails read it: status, mode, customer, store, slot. */
export function findOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .innerJoin('stores as st', 'st.id', 'o.store_id')
    .select([
      'o.id',
      'o.code',
      'o.client_id',
      'o.store_id',
      'o.statut_code',
      'o.code_type_commande',
      'o.prepared_at',
      'o.total_cents',
      'o.final_total_cents',
      'o.email',
      'o.date_de_retrait',
      'o.date_de_retrait_max',
      'o.adresse_retrait',
      'o.adresse',
      'c.prenom',
      'c.is_pro',
      'st.name as store_name',
      'st.telephone as store_telephone',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
export type ClosingOrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/**
 * Hands a prepared order over (EN_ATTENTE → RETIREE or LIVREE) with its final amount, only if it is
 * still waiting for its customer: of two closings, one moves it, the other changes nothing.
 */
export async function moveToHandedOver(
  db: Db,
  orderId: number,
  status: 'RETIREE' | 'LIVREE',
  finalCents: number,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ statut_code: status, final_total_cents: finalCents, updated_at: nowIso })
    .where('id', '=', orderId)
    .where('statut_code', '=', 'EN_ATTENTE')
    .where('prepared_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records what happened to the order, once per order and kind; false when it was recorded already. */
export async function insertEvent(
  db: Db,
  e: { orderId: number; clientId: number; kind: OrderEventKind; amountCents: number; nowIso: string },
): Promise<boolean> {
  const result = await db
    .insertInto('order_events')
    .values({
      order_id: e.orderId,
      client_id: e.clientId,
      kind: e.kind,
      amount_cents: e.amountCents,
      created_at: e.nowIso,
    })
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** An order's events of a kind (loyalty reads `commande_retiree`), oldest first. */
export function eventsOf(db: Db, kind: OrderEventKind, since: string, limit: number) {
  return db
    .selectFrom('order_events')
    .selectAll()
    .where('kind', '=', kind)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
