import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/migrations/dialect.ts';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-cart.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface ListLineWrite {
  productId: number;
  quantity: number;
}

const LIST_COLUMNS = ['id', 'titre', 'store_id', 'created_at', 'last_used_at'] as const;

function insertLines(db: Db, listId: number, lines: readonly ListLineWrite[], nowIso: string) {
  if (!lines.length) return Promise.resolve([]);
  return db
    .insertInto('shopping_list_lines')
    .values(
      lines.map((l) => ({
        list_id: listId,
        product_id: l.productId,
        quantity: l.quantity,
        added_at: nowIso,
      })),
    )
    .execute();
}

/** A new list with its lines (one per product): the save of a cart and the store change both use it. */
export async function createList(
  db: Db,
  list: { clientId: number; titre: string; storeId: number | null },
  lines: readonly ListLineWrite[],
  nowIso: string,
): Promise<number> {
  const row = await db
    .insertInto('shopping_lists')
    .values({
      client_id: list.clientId,
      titre: list.titre,
      store_id: list.storeId,
      created_at: nowIso,
      last_used_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertLines(db, row.id, lines, nowIso);
  return row.id;
}

/**
 * Holds the client until the transaction ends, so that the count of the lists' cap and the insert it
 * allows run one client's creations one after the other. PostgreSQL: a lock on the client's row (FOR
 * NO KEY UPDATE, which leaves the key-share locks of other tables' foreign keys free); a count alone
 * passes concurrent creates under read committed. SQLite: the transaction began IMMEDIATE and already
 * holds the database's write lock.
 */
export async function lockClient(trx: Transaction<DB>, clientId: number): Promise<void> {
  if (!isPostgres<DB>(trx)) return;
  await trx.selectFrom('clients').select('id').where('id', '=', clientId).forNoKeyUpdate().execute();
}

/** How many lists the client keeps. */
export async function countLists(db: Db, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('shopping_lists')
    .where('client_id', '=', clientId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Replaces a list's content (overwriting an existing list with a cart). */
export async function replaceLines(db: Db, listId: number, lines: readonly ListLineWrite[], nowIso: string) {
  await db.deleteFrom('shopping_list_lines').where('list_id', '=', listId).execute();
  await insertLines(db, listId, lines, nowIso);
}

/** The client's list, or undefined when it is unknown or someone else's. */
export function findOwnedList(db: Db, clientId: number, listId: number) {
  return db
    .selectFrom('shopping_lists')
    .select(LIST_COLUMNS)
    .where('id', '=', listId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}
export type ListRecord = NonNullable<Awaited<ReturnType<typeof findOwnedList>>>;

/**
 * The client's lists, latest used first, each with its products counted for a store: those it sells
 * with stock, and the others. Pro-only products count for nothing when `hideProOnly` (the items leave
 * them out too). One query.
 */
export function findListSummaries(db: Db, clientId: number, storeId: number, hideProOnly: boolean) {
  // The same rule as the items' cards: sold here (a price), stock left, not withdrawn.
  const available = sql<number>`o.price_cents IS NOT NULL AND o.stock - o.reserved > 0 AND p.type <> 'indisponible'`;
  const counted = hideProOnly
    ? sql<boolean>`l.id IS NOT NULL AND p.corapro = 0`
    : sql<boolean>`l.id IS NOT NULL`;
  return db
    .selectFrom('shopping_lists as s')
    .leftJoin('shopping_list_lines as l', 'l.list_id', 's.id')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('offers as o', (join) =>
      join.onRef('o.product_id', '=', 'l.product_id').on('o.store_id', '=', storeId),
    )
    .select(['s.id', 's.titre', 's.store_id', 's.created_at', 's.last_used_at'])
    .select([
      sql<number>`SUM(CASE WHEN ${counted} AND ${available} THEN 1 ELSE 0 END)`.as('available'),
      sql<number>`SUM(CASE WHEN ${counted} AND NOT (${available}) THEN 1 ELSE 0 END)`.as('missing'),
    ])
    .where('s.client_id', '=', clientId)
    .groupBy(['s.id', 's.titre', 's.store_id', 's.created_at', 's.last_used_at'])
    .orderBy('s.last_used_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

export function findListLines(db: Db, listId: number) {
  return db
    .selectFrom('shopping_list_lines')
    .select(['id', 'product_id', 'quantity', 'index_poids'])
    .where('list_id', '=', listId)
    .orderBy('added_at')
    .orderBy('id')
    .execute();
}

export function findListLine(db: Db, listId: number, lineId: number) {
  return db
    .selectFrom('shopping_list_lines')
    .select(['id', 'product_id', 'index_poids'])
    .where('list_id', '=', listId)
    .where('id', '=', lineId)
    .executeTakeFirst();
}

export function updateLine(db: Db, listId: number, lineId: number, quantity: number, indexPoids: number) {
  return db
    .updateTable('shopping_list_lines')
    .set({ quantity, index_poids: indexPoids })
    .where('list_id', '=', listId)
    .where('id', '=', lineId)
    .execute();
}

export function renameList(db: Db, listId: number, titre: string, nowIso: string) {
  return db
    .updateTable('shopping_lists')
    .set({ titre, last_used_at: nowIso })
    .where('id', '=', listId)
    .execute();
}

export function touchList(db: Db, listId: number, nowIso: string) {
  return db.updateTable('shopping_lists').set({ last_used_at: nowIso }).where('id', '=', listId).execute();
}

/** Deletes the client's list; false when it is unknown or someone else's. */
export async function deleteList(db: Db, clientId: number, listId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('shopping_lists')
    .where('id', '=', listId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function deleteLines(db: Db, listId: number, lineIds: readonly number[]) {
  return db
    .deleteFrom('shopping_list_lines')
    .where('list_id', '=', listId)
    .where('id', 'in', lineIds)
    .execute();
}

/** Adds a product with quantity 1; a product already in the list keeps its line. */
export function addLine(db: Db, listId: number, productId: number, nowIso: string) {
  return db
    .insertInto('shopping_list_lines')
    .values({ list_id: listId, product_id: productId, quantity: 1, added_at: nowIso })
    .onConflict((oc) => oc.columns(['list_id', 'product_id']).doNothing())
    .execute();
}

/** Those of these products that exist, with their pro-only flag. */
export function findProductsProOnly(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('products').select(['id', 'corapro']).where('id', 'in', ids).execute();
}

export async function storeExists(db: Db, storeId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst());
}
