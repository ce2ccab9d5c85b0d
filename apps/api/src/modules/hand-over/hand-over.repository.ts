import { HAND_OVER_STATUSES } from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-hand-over.ts';
import type {} from '../../db/schema-order-events.ts';
import type {} from '../../db/schema-orders.ts';

type Db = Kysely<DB> | Transaction<DB>;

const OPEN = [...HAND_OVER_STATUSES];

/** A store's name, or undefined when it does not exist. */
export function findStore(db: Db, storeId: number) {
  return db.selectFrom('stores').select(['id', 'name']).where('id', '=', storeId).executeTakeFirst();
}

/**
 * A store's orders the staff may hand over (placed, in preparation, ready: `HAND_OVER_STATUSES`),
 * with their customer's name; only the one of `code` when given. On the index
 * `orders_store_status` (migration 0047); a store has its open orders of a few days.
 */
export function findOpenOrders(db: Db, storeId: number, code: string | null) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .select([
      'o.id',
      'o.code',
      'o.statut_code',
      'o.code_type_commande',
      'o.type_panier',
      'o.date_de_retrait',
      'o.date_de_retrait_max',
      'o.client_arrive_le',
      'o.total_cents',
      'c.prenom',
      'c.nom',
    ])
    .where('o.store_id', '=', storeId)
    .where('o.statut_code', 'in', OPEN);
  if (code !== null) query = query.where('o.code', '=', code);
  return query.execute();
}

export type OpenOrderRow = Awaited<ReturnType<typeof findOpenOrders>>[number];

/** The order of a check-in link: its status, mode, slot, arrival and store. */
export function findCheckInOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('stores as st', 'st.id', 'o.store_id')
    .select([
      'o.id',
      'o.code',
      'o.client_id',
      'o.store_id',
      'o.statut_code',
      'o.code_type_commande',
      'o.type_panier',
      'o.date_de_retrait',
      'o.date_de_retrait_max',
      'o.client_arrive_le',
      'st.name as store_name',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export type CheckInOrderRow = NonNullable<Awaited<ReturnType<typeof findCheckInOrder>>>;

/**
 * Records the customer's arrival once, while the order may still be handed over: of two check-ins
 * (or a check-in and the closing) one conditional update decides; false when nothing changed.
 */
export async function markArrived(db: Db, orderId: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ client_arrive_le: nowIso })
    .where('id', '=', orderId)
    .where('client_arrive_le', 'is', null)
    .where('statut_code', 'in', OPEN)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The event of the arrival (`order_events`, unique per order and kind): written once. */
export async function insertArrivalEvent(
  db: Db,
  e: { orderId: number; clientId: number; nowIso: string },
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      order_id: e.orderId,
      client_id: e.clientId,
      kind: 'client_arrive',
      amount_cents: 0,
      created_at: e.nowIso,
    })
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .execute();
}

/** An order's store and its customer's arrival, for the staff. */
export function findArrival(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'store_id', 'client_arrive_le'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}
