import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-loyalty-earning.ts';
import type {} from '../../db/schema-orders.ts';
import type {} from '../../db/schema-pro.ts';

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
  // What the customer paid once the store closed the order (decision 114); null before.
  'o.final_total_cents',
  'o.total_remise_cents',
  'o.eurocora_cents',
  'o.tirelire_cents',
  'o.gift_card_cents',
  'o.has_alias_paiement',
  'o.placed_at',
  's.name as store_name',
  's.telephone as store_telephone',
  // A withdrawn pro order's invoice (decision 119); null otherwise.
  'pi.numero as pro_invoice_numero',
  // What the order earned on the customer's loyalty card at its hand-over (decision 123); null before.
  'le.cents as earned_cents',
  'le.points as earned_points',
] as const;

const orders = (db: Db) =>
  db
    .selectFrom('orders as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .leftJoin('pro_invoices as pi', 'pi.order_id', 'o.id')
    .leftJoin('order_loyalty_earnings as le', 'le.order_id', 'o.id');

/** One order of this client: another client's order is not found. */
export function findClientOrder(db: Db, clientId: number, id: number) {
  return orders(db)
    .select(ORDER_COLUMNS)
    .where('o.id', '=', id)
    .where('o.client_id', '=', clientId)
    .executeTakeFirst();
}
export type OrderRecord = NonNullable<Awaited<ReturnType<typeof findClientOrder>>>;

/** The filters of the list, resolved: UTC bounds of `placed_at`, amounts in cents. */
export interface OrderListFilter {
  archived?: boolean;
  minCents?: number;
  maxCents?: number;
  from?: string;
  before?: string;
  storeId?: number;
  cardType?: string;
  withGuarantee?: boolean;
}

export type OrderSortKey = 'date_desc' | 'date_asc' | 'montant_desc' | 'montant_asc';

type OrdersQuery = ReturnType<typeof orders>;

/** The filters as WHERE clauses: the client's rows come from the (client_id, placed_at) index. */
function filtered<Q extends OrdersQuery>(query: Q, clientId: number, f: OrderListFilter): Q {
  let q = query.where('o.client_id', '=', clientId) as Q;
  if (f.archived === true) q = q.where('o.statut_code', '<>', 'COMMANDEE') as Q;
  if (f.archived === false) q = q.where('o.statut_code', '=', 'COMMANDEE') as Q;
  if (f.minCents !== undefined) q = q.where('o.total_cents', '>=', f.minCents) as Q;
  if (f.maxCents !== undefined) q = q.where('o.total_cents', '<=', f.maxCents) as Q;
  if (f.from !== undefined) q = q.where('o.placed_at', '>=', f.from) as Q;
  if (f.before !== undefined) q = q.where('o.placed_at', '<', f.before) as Q;
  if (f.storeId !== undefined) q = q.where('o.store_id', '=', f.storeId) as Q;
  if (f.cardType !== undefined) {
    const cardType = f.cardType;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('payment_sessions as ps')
          .innerJoin('loyalty_cards as lc', 'lc.id', 'ps.loyalty_card_id')
          .select('ps.id')
          .whereRef('ps.id', '=', 'o.payment_session_id')
          .where('lc.type_carte', '=', cardType),
      ),
    ) as Q;
  }
  if (f.withGuarantee !== undefined) {
    const withGuarantee = f.withGuarantee;
    q = q.where(({ exists, not, selectFrom }) => {
      const guaranteed = exists(
        selectFrom('order_lines as gl')
          .innerJoin('products as gp', 'gp.id', 'gl.product_id')
          .select('gl.id')
          .whereRef('gl.order_id', '=', 'o.id')
          .where('gp.garantie_legale', 'is not', null),
      );
      return withGuarantee ? guaranteed : not(guaranteed);
    }) as Q;
  }
  return q;
}

export function listClientOrders(
  db: Db,
  clientId: number,
  filter: OrderListFilter & { sort?: OrderSortKey; limit: number; offset: number },
) {
  let query = filtered(orders(db), clientId, filter).select(ORDER_COLUMNS);
  const sort = filter.sort ?? 'date_desc';
  if (sort === 'date_desc') query = query.orderBy('o.placed_at', 'desc').orderBy('o.id', 'desc');
  if (sort === 'date_asc') query = query.orderBy('o.placed_at', 'asc').orderBy('o.id', 'asc');
  if (sort === 'montant_desc') query = query.orderBy('o.total_cents', 'desc').orderBy('o.id', 'desc');
  if (sort === 'montant_asc') query = query.orderBy('o.total_cents', 'asc').orderBy('o.id', 'asc');
  return query.limit(filter.limit).offset(filter.offset).execute();
}

export async function countClientOrders(db: Db, clientId: number, filter: OrderListFilter = {}) {
  const row = await filtered(orders(db), clientId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** In one query: whether the client has archived orders, and the date of the first order. */
export async function clientOrderFacts(db: Db, clientId: number) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.min('placed_at').as('first_placed_at'),
      eb.fn
        .sum<number>(eb.case().when('statut_code', '<>', 'COMMANDEE').then(1).else(0).end())
        .as('archived'),
    ])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return {
    firstPlacedAt: (row?.first_placed_at as string | null | undefined) ?? null,
    hasArchive: Number(row?.archived ?? 0) > 0,
  };
}

/** The stores the client ordered from, by name. */
export function clientOrderStores(db: Db, clientId: number) {
  return orders(db)
    .select(['s.id', 's.name'])
    .distinct()
    .where('o.client_id', '=', clientId)
    .orderBy('s.name')
    .execute();
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

/** The lines of an order with their product (picture, parent category) and today's offer of its store. */
export function orderLines(db: Db, orderId: number, storeId: number) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('offers as f', (join) =>
      join.onRef('f.product_id', '=', 'l.product_id').on('f.store_id', '=', storeId),
    )
    .select([
      'l.id',
      'l.product_id',
      'l.designation',
      'l.quantity',
      'l.unit_price_cents',
      'l.total_cents',
      'l.substitution_accord',
      'l.gift_card_cents',
      'p.ean',
      'p.slug',
      'p.marque',
      'c.parent_id as parent_category_id',
      'f.stock as offer_stock',
      'f.reserved as offer_reserved',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('l.id')
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
