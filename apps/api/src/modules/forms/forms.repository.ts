import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-forms.ts';
import type {} from '../../db/schema-orders.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface StoreContact {
  id: number;
  name: string;
  email: string;
}

export function findStore(db: Db, storeId: number): Promise<StoreContact | undefined> {
  return db.selectFrom('stores').select(['id', 'name', 'email']).where('id', '=', storeId).executeTakeFirst();
}

export function findProduct(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'designation', 'marque', 'ean'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

export async function insertRequest(
  db: Db,
  row: {
    reference: string;
    kind: string;
    clientId: number | null;
    storeId: number | null;
    orderId?: number | null;
    email: string;
    payload: unknown;
    nowIso: string;
  },
): Promise<void> {
  await db
    .insertInto('form_requests')
    .values({
      reference: row.reference,
      kind: row.kind,
      client_id: row.clientId,
      store_id: row.storeId,
      order_id: row.orderId ?? null,
      email: row.email,
      payload: JSON.stringify(row.payload),
      created_at: row.nowIso,
    })
    .execute();
}

/**
 * The client's withdrawn orders since `sinceIso` with their durable goods (under the legal conformity
 * guarantee), in one query; `orderId` narrows it to one order.
 */
export function withdrawableLines(db: Db, clientId: number, sinceIso: string, orderId?: number) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select([
      'o.id as order_id',
      'o.code',
      'o.date_de_retrait',
      'o.store_id',
      's.name as store_name',
      's.email as store_email',
      'l.id as line_id',
      'l.designation',
      'l.quantity',
      'l.total_cents',
    ])
    .where('o.client_id', '=', clientId)
    .where('o.statut_code', '=', 'retiree')
    .where('o.date_de_retrait', '>=', sinceIso)
    .where('p.garantie_legale', 'is not', null);
  if (orderId !== undefined) query = query.where('o.id', '=', orderId);
  return query.orderBy('o.date_de_retrait', 'desc').orderBy('l.id').execute();
}

export type WithdrawableLineRow = Awaited<ReturnType<typeof withdrawableLines>>[number];

export async function orderOwned(db: Db, clientId: number, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

export function findClient(db: Db, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'email', 'civilite', 'nom', 'prenom'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

/** Records the request (or renews an unconfirmed one); returns the row's id and whether it is confirmed. */
export async function upsertEmailSubscription(
  db: Db,
  email: string,
  storeId: number,
  prenom: string | null,
  nowIso: string,
): Promise<{ id: number; confirmed: boolean }> {
  await db
    .insertInto('newsletter_email_subscriptions')
    .values({ email, store_id: storeId, prenom, requested_at: nowIso, confirmed_at: null })
    .onConflict((oc) => oc.columns(['email', 'store_id']).doUpdateSet({ requested_at: nowIso }))
    .execute();
  const row = await db
    .selectFrom('newsletter_email_subscriptions')
    .select(['id', 'confirmed_at'])
    .where('email', '=', email)
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return { id: row.id, confirmed: row.confirmed_at !== null };
}

export function findEmailSubscription(db: Db, id: number) {
  return db
    .selectFrom('newsletter_email_subscriptions as n')
    .innerJoin('stores as s', 's.id', 'n.store_id')
    .select(['n.id', 'n.email', 'n.store_id', 'n.confirmed_at', 'n.requested_at', 's.name as store_name'])
    .where('n.id', '=', id)
    .executeTakeFirst();
}

export async function confirmEmailSubscription(db: Db, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('newsletter_email_subscriptions')
    .set({ confirmed_at: nowIso })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute();
}

/**
 * Deletes the subscriptions still unconfirmed whose last request is older than `beforeIso`, and their
 * newsletter requests (same address and store, all older since a new request renews the row).
 */
export async function deleteUnconfirmedSubscriptions(db: Db, beforeIso: string): Promise<number> {
  await db
    .deleteFrom('form_requests')
    .where('kind', '=', 'newsletter')
    .where('created_at', '<', beforeIso)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('newsletter_email_subscriptions as n')
          .select('n.id')
          .whereRef('n.email', '=', 'form_requests.email')
          .whereRef('n.store_id', '=', 'form_requests.store_id')
          .where('n.confirmed_at', 'is', null)
          .where('n.requested_at', '<', beforeIso),
      ),
    )
    .execute();
  const deleted = await db
    .deleteFrom('newsletter_email_subscriptions')
    .where('confirmed_at', 'is', null)
    .where('requested_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
