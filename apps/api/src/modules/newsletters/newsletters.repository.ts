import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;

const subscriptions = (db: Db) =>
  db
    .selectFrom('newsletter_subscriptions as n')
    .innerJoin('stores as s', 's.id', 'n.store_id')
    .select(['n.id', 'n.store_id', 'n.created_at', 's.name as store_name']);

export type SubscriptionView = Awaited<ReturnType<typeof findSubscriptions>>[number];

export function findSubscriptions(db: Db, clientId: number) {
  return subscriptions(db).where('n.client_id', '=', clientId).orderBy('s.name').execute();
}

export function findOwnedSubscription(db: Db, clientId: number, id: number) {
  return subscriptions(db).where('n.client_id', '=', clientId).where('n.id', '=', id).executeTakeFirst();
}

export function findStoreSubscription(db: Db, clientId: number, storeId: number) {
  return subscriptions(db)
    .where('n.client_id', '=', clientId)
    .where('n.store_id', '=', storeId)
    .executeTakeFirst();
}

export async function storeName(db: Db, storeId: number): Promise<string | undefined> {
  const row = await db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst();
  return row?.name;
}

/** Subscribes once: a second subscription to the same store changes nothing. */
export async function insertSubscription(db: Db, clientId: number, storeId: number, nowIso: string) {
  await db
    .insertInto('newsletter_subscriptions')
    .values({ client_id: clientId, store_id: storeId, created_at: nowIso })
    .onConflict((oc) => oc.columns(['client_id', 'store_id']).doNothing())
    .execute();
}

export async function deleteSubscription(db: Db, clientId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('newsletter_subscriptions')
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteStoreSubscription(db: Db, clientId: number, storeId: number): Promise<void> {
  await db
    .deleteFrom('newsletter_subscriptions')
    .where('client_id', '=', clientId)
    .where('store_id', '=', storeId)
    .execute();
}

/** The client's consent to order-tracking SMS (a column of the client, kept with its other consents). */
export async function smsOptin(db: Db, clientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('clients')
    .select('optin_sms_suivi_commande_drive')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return row?.optin_sms_suivi_commande_drive === 1;
}

export async function setSmsOptin(db: Db, clientId: number, value: boolean, nowIso: string): Promise<void> {
  await db
    .updateTable('clients')
    .set({ optin_sms_suivi_commande_drive: value ? 1 : 0, updated_at: nowIso })
    .where('id', '=', clientId)
    .execute();
}

/** The active account of an e-mail address, if any (the anonymous form's confirmed address). */
export async function activeClientIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('email', '=', email)
    .where('statut', '=', 'actif')
    .executeTakeFirst();
  return row?.id;
}
