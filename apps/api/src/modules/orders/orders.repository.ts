import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-orders.ts';

type Db = Kysely<DB> | Transaction<DB>;

const ORDER_COLUMNS = [
  'o.id',
  'o.code',
  'o.titre',
  'o.client_id',
  'o.statut_code',
  'o.code_paiement',
  'o.code_type_commande',
  'o.service_id',
  'o.type_panier',
  'o.store_id',
  'o.date_de_retrait',
  'o.date_de_retrait_max',
  'o.adresse_retrait',
  'o.adresse',
  'o.email',
  'o.total_cents',
  'o.total_remise_cents',
  'o.eurocora_cents',
  'o.tirelire_cents',
  'o.gift_card_cents',
  'o.has_alias_paiement',
  'o.placed_at',
  's.name as store_name',
  's.telephone as store_telephone',
] as const;

const orders = (db: Db) => db.selectFrom('orders as o').innerJoin('stores as s', 's.id', 'o.store_id');

/** One order of this client: another client's order is not found. */
export function findClientOrder(db: Db, clientId: number, id: number) {
  return orders(db)
    .select(ORDER_COLUMNS)
    .where('o.id', '=', id)
    .where('o.client_id', '=', clientId)
    .executeTakeFirst();
}
export type OrderRecord = NonNullable<Awaited<ReturnType<typeof findClientOrder>>>;

export function listClientOrders(
  db: Db,
  clientId: number,
  filter: { archived?: boolean; limit: number; offset: number },
) {
  let query = orders(db).select(ORDER_COLUMNS).where('o.client_id', '=', clientId);
  if (filter.archived === true) query = query.where('o.statut_code', '<>', 'COMMANDEE');
  if (filter.archived === false) query = query.where('o.statut_code', '=', 'COMMANDEE');
  return query
    .orderBy('o.placed_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countClientOrders(db: Db, clientId: number, archived?: boolean) {
  let query = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId);
  if (archived === true) query = query.where('statut_code', '<>', 'COMMANDEE');
  if (archived === false) query = query.where('statut_code', '=', 'COMMANDEE');
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Fees and reductions of several orders in one query. */
export function orderAmounts(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_fees')
    .select(['order_id', 'kind', 'type', 'libelle', 'valeur_cents'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export function orderLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_lines')
    .select([
      'id',
      'product_id',
      'designation',
      'quantity',
      'unit_price_cents',
      'total_cents',
      'substitution_accord',
      'gift_card_cents',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function renameOrder(db: Db, clientId: number, id: number, titre: string, nowIso: string) {
  const result = await db
    .updateTable('orders')
    .set({ titre, updated_at: nowIso })
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
