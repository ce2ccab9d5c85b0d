import { HAND_OVER_STATUSES } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-hand-over.ts';
import type {} from '../../db/schema-orders.ts';

type Db = Kysely<DB>;

/** A store's name, or undefined when it does not exist. */
export function findStore(db: Db, storeId: number) {
  return db.selectFrom('stores').select(['id', 'name']).where('id', '=', storeId).executeTakeFirst();
}

/**
 * The orders of a store whose slot starts in [from, before) (a Paris day in UTC), with the customer's
 * name and the count of lines and articles (a weighed product counts for one): one query, on the
 * index `orders_store_pickup` (migration 0044). Earliest slot first, then by order id.
 */
/**
 * Every order of a store whose slot starts in [from, before): only what the day's counts and slots need
 * (no customer, no lines), on the index `orders_store_pickup`. Earliest slot first, then by order id.
 */
export function findDayOrderStates(db: Db, storeId: number, range: { from: string; before: string }) {
  return db
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.statut_code',
      'o.code_type_commande',
      'o.type_panier',
      'o.date_de_retrait',
      'o.date_de_retrait_max',
    ])
    .where('o.store_id', '=', storeId)
    .where('o.date_de_retrait', '>=', range.from)
    .where('o.date_de_retrait', '<', range.before)
    .orderBy('o.date_de_retrait')
    .orderBy('o.id')
    .execute();
}

/** The orders of a store's day with their customer and counts; only these ids when `ids` is given. */
export async function findDayOrders(
  db: Db,
  storeId: number,
  range: { from: string; before: string },
  ids?: readonly number[],
) {
  if (ids && !ids.length) return [];
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .leftJoin('order_lines as l', 'l.order_id', 'o.id')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .select((eb) => [
      'o.id',
      'o.code',
      'o.statut_code',
      'o.code_type_commande',
      'o.type_panier',
      'o.date_de_retrait',
      'o.date_de_retrait_max',
      'o.total_cents',
      'o.note_client',
      'o.client_arrive_le',
      'c.prenom',
      'c.nom',
      eb.fn.count<number | string>('l.id').as('lines'),
      eb.fn
        .coalesce(
          eb.fn.sum<number | string | null>(
            eb.case().when('p.is_weighed', '=', 1).then(1).else(eb.ref('l.quantity')).end(),
          ),
          eb.lit(0),
        )
        .as('articles'),
    ])
    .where('o.store_id', '=', storeId)
    .where('o.date_de_retrait', '>=', range.from)
    .where('o.date_de_retrait', '<', range.before)
    .$if(ids !== undefined, (q) => q.where('o.id', 'in', [...(ids ?? [])]))
    .groupBy(['o.id', 'c.id'])
    .orderBy('o.date_de_retrait')
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({ ...row, lines: Number(row.lines), articles: Number(row.articles) }));
}

export type DayOrderRow = Awaited<ReturnType<typeof findDayOrders>>[number];

/**
 * The store's customers who said they arrived at the drive since `since` (ISO UTC) and whose order
 * may still be handed over, first arrived first: on the index `orders_store_arrival` (migration 0047).
 */
export function findArrivals(db: Db, storeId: number, since: string) {
  return db
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
      'c.prenom',
      'c.nom',
    ])
    .where('o.store_id', '=', storeId)
    .where('o.client_arrive_le', '>=', since)
    .where('o.statut_code', 'in', [...HAND_OVER_STATUSES])
    .orderBy('o.client_arrive_le')
    .orderBy('o.id')
    .execute();
}
