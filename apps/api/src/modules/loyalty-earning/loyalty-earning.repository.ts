import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-checkout.ts';
import type { OrderLoyaltyEarningsTable } from '../../db/schema-loyalty-earning.ts';
import type {} from '../../db/schema-orders.ts';
import type {} from '../../db/schema-preparation.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The order's store and customer, and whether the customer is a pro. */
export function findOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .select(['o.id', 'o.client_id', 'o.store_id', 'c.is_pro'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** The rules of a store and the chain's (the domain keeps those running at the hand-over). */
export function rulesOf(db: Db, storeId: number) {
  return db
    .selectFrom('loyalty_earning_rules')
    .select(['id', 'store_id', 'scope', 'category_id', 'product_id', 'kind', 'rate', 'starts_at', 'ends_at'])
    .where((eb) => eb.or([eb('store_id', '=', storeId), eb('store_id', 'is', null)]))
    .orderBy('id')
    .execute();
}

/** The order's lines with what the preparation made of them (none: the line as ordered). */
export function preparedLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_lines as l')
    .leftJoin('order_line_preparations as p', 'p.order_line_id', 'l.id')
    .select([
      'l.id',
      'l.product_id',
      'l.total_cents',
      'l.gift_card_cents',
      'p.outcome',
      'p.final_cents',
      'p.decision_client',
      'p.substitute_product_id',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('l.id')
    .execute();
}

/** Each product's category and its parents (the catalogue's tree has three levels). */
export function categoryPaths(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c1', 'c1.id', 'p.category_id')
    .leftJoin('categories as c2', 'c2.id', 'c1.parent_id')
    .leftJoin('categories as c3', 'c3.id', 'c2.parent_id')
    .select(['p.id', 'c1.id as c1', 'c2.id as c2', 'c3.id as c3'])
    .where('p.id', 'in', [...productIds])
    .execute();
}

/** The client's cards, oldest first. */
export function cardsOf(db: Db, clientId: number) {
  return db
    .selectFrom('loyalty_cards')
    .select(['numero', 'type_carte', 'sous_type', 'expired'])
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Records what the order earned, once: false when it was recorded already. */
export async function recordEarning(db: Db, row: OrderLoyaltyEarningsTable): Promise<boolean> {
  const result = await db
    .insertInto('order_loyalty_earnings')
    .values(row)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
