import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ClientSubscriptionsTable } from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-orders.ts';
import type {} from '../../db/schema-subscriptions.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** A client's subscriptions with their store (latest first). */
export function findClientSubscriptions(db: Db, clientId: number) {
  return db
    .selectFrom('client_subscriptions as a')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .select([
      'a.id',
      'a.code',
      'a.store_id',
      'a.actif',
      'a.duree_mois',
      'a.date_debut',
      'a.date_fin',
      'a.prix_cents',
      's.name as store_name',
      's.is_eligible_abonnement_lad',
      's.montant_minimum_lad_cents',
    ])
    .where('a.client_id', '=', clientId)
    .orderBy('a.date_fin', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}
export type ClientSubscription = Awaited<ReturnType<typeof findClientSubscriptions>>[number];

/** A store with what its offer needs: eligibility, minimum amount, home-delivery tariff. */
export function findStore(db: Db, storeId: number) {
  return db
    .selectFrom('stores as s')
    .leftJoin('store_order_modes as m', (j) => j.onRef('m.store_id', '=', 's.id').on('m.type', '=', 'LAD'))
    .select([
      's.id',
      's.name',
      's.is_national',
      's.is_eligible_abonnement_lad',
      's.montant_minimum_lad_cents',
      'm.tarif_mini_cents as lad_tariff_cents',
    ])
    .where('s.id', '=', storeId)
    .executeTakeFirst();
}

export function findOffers(db: Db, storeId: number) {
  return db
    .selectFrom('subscription_offers')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('actif', '=', 1)
    .orderBy('duree_mois')
    .execute();
}

/** The client's subscriptions at one store (days only). */
export function findStoreSubscriptions(db: Db, clientId: number, storeId: number) {
  return db
    .selectFrom('client_subscriptions')
    .select(['actif', 'date_debut', 'date_fin'])
    .where('client_id', '=', clientId)
    .where('store_id', '=', storeId)
    .where('code', '=', 'LAD')
    .execute();
}

/** Current subscribers of a store on that day. */
export async function countCurrentSubscribers(db: Db, storeId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('client_subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('store_id', '=', storeId)
    .where('code', '=', 'LAD')
    .where('actif', '=', 1)
    .where('date_debut', '<=', today)
    .where('date_fin', '>=', today)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertSubscription(db: Db, row: Insertable<ClientSubscriptionsTable>) {
  return db.insertInto('client_subscriptions').values(row).execute();
}

/** Open subscription payments of a client at a store, other than `keep`, are cancelled (one at a time). */
export function cancelOtherPurchases(
  db: Db,
  clientId: number,
  storeId: number,
  keep: string,
  typePanier: string,
  nowIso: string,
) {
  return db
    .updateTable('payment_sessions')
    .set({ status: 'annulee', updated_at: nowIso })
    .where('client_id', '=', clientId)
    .where('store_id', '=', storeId)
    .where('type_panier', '=', typePanier)
    .where('status', '=', 'ouverte')
    .where('id', '!=', keep)
    .execute();
}

/**
 * Writes the store's row without changing it: it stays locked until the transaction ends, so the
 * payments accepted for one store are applied one after the other and each one sees what the earlier
 * ones made (the client's own subscription there, the store's count of subscribers).
 */
export async function lockStoreRow(db: Kysely<DB>, storeId: number): Promise<void> {
  await db
    .updateTable('stores')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', storeId)
    .execute();
}
