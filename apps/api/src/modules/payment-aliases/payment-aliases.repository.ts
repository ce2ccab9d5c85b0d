import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PaymentAliasRequestsTable } from '../../db/schema-account-extras.ts';
import type { PaymentAliasRow } from '../../db/schema-checkout.ts';

type Db = Kysely<DB>;

export function findAliases(db: Db, clientId: number): Promise<PaymentAliasRow[]> {
  return db
    .selectFrom('payment_aliases')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findOwnedAlias(db: Db, clientId: number, id: number): Promise<PaymentAliasRow | undefined> {
  return db
    .selectFrom('payment_aliases')
    .selectAll()
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function renameAlias(db: Db, clientId: number, id: number, nom: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_aliases')
    .set({ nom })
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteAlias(db: Db, clientId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('payment_aliases')
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Cards the client keeps for this store (or for every store). */
export async function countStoreAliases(db: Db, clientId: number, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('payment_aliases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .where((eb) => eb.or([eb('store_id', '=', storeId), eb('store_id', 'is', null)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The client and store a payment session is for, and whether the client is a pro. */
export function sessionOwner(db: Db, sessionId: string) {
  return db
    .selectFrom('payment_sessions as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .select(['p.client_id', 'p.store_id', 'c.is_pro'])
    .where('p.id', '=', sessionId)
    .executeTakeFirst();
}

export async function saveRequest(db: Db, row: Insertable<PaymentAliasRequestsTable>): Promise<void> {
  await db
    .insertInto('payment_alias_requests')
    .values(row)
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
}

/** Takes the session's request away (one caller gets it). */
export async function takeRequest(db: Db, sessionId: string) {
  const row = await db
    .selectFrom('payment_alias_requests')
    .selectAll()
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db
    .deleteFrom('payment_alias_requests')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1 ? row : undefined;
}

export async function insertAlias(db: Db, row: Insertable<DB['payment_aliases']>): Promise<void> {
  await db.insertInto('payment_aliases').values(row).execute();
}

/** The same card already saved for this client (same network, last digits and expiry). */
export async function hasSameCard(
  db: Db,
  clientId: number,
  card: { marque: string; last4: string; expiration: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('payment_aliases')
    .select('id')
    .where('client_id', '=', clientId)
    .where('marque', '=', card.marque)
    .where('last4', '=', card.last4)
    .where('expiration', '=', card.expiration)
    .executeTakeFirst();
  return row !== undefined;
}
