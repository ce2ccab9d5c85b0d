import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;

export function findStoreById(db: Db, id: number) {
  return db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findHours(db: Db, storeIds: readonly number[]) {
  if (!storeIds.length) return Promise.resolve([]);
  return db
    .selectFrom('store_hours')
    .select(['store_id', 'day', 'opens', 'closes'])
    .where('store_id', 'in', storeIds)
    .orderBy('store_id')
    .orderBy('day')
    .orderBy('opens')
    .execute();
}

export function findExceptionalHours(db: Db, storeIds: readonly number[], fromDate: string) {
  if (!storeIds.length) return Promise.resolve([]);
  return db
    .selectFrom('store_exceptional_hours')
    .select(['store_id', 'date', 'type', 'opens', 'closes'])
    .where('store_id', 'in', storeIds)
    .where('date', '>=', fromDate)
    .orderBy('date')
    .execute();
}

export function findOrderModes(db: Db, storeIds: readonly number[]) {
  if (!storeIds.length) return Promise.resolve([]);
  return db
    .selectFrom('store_order_modes')
    .select(['id', 'store_id', 'type', 'label_long', 'tarif_mini_cents', 'bag_deposit_cents'])
    .where('store_id', 'in', storeIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findModeServices(db: Db, storeId: number) {
  return db
    .selectFrom('store_mode_services')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('id')
    .execute();
}

export function findServices(db: Db, storeId: number) {
  return db
    .selectFrom('store_services')
    .select(['code', 'libelle', 'description'])
    .where('store_id', '=', storeId)
    .orderBy('position')
    .execute();
}

export function findProContacts(db: Db, storeId: number) {
  return db
    .selectFrom('store_pro_contacts')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('id')
    .execute();
}

export function findMessages(db: Db, storeId: number | null, nowIso: string, type?: string) {
  let query = db
    .selectFrom('store_messages')
    .select(['type', 'message'])
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', nowIso)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso)]));
  query =
    storeId === null
      ? query.where('store_id', 'is', null)
      : query.where((eb) => eb.or([eb('store_id', 'is', null), eb('store_id', '=', storeId)]));
  if (type) query = query.where('type', '=', type as 'message_info');
  return query.orderBy('id').execute();
}

export function findDeliveryCommunes(db: Db, storeId: number) {
  return db
    .selectFrom('store_delivery_communes as d')
    .leftJoin('communes as c', (join) =>
      join.onRef('c.code_postal', '=', 'd.code_postal').onRef('c.code_insee', '=', 'd.code_insee'),
    )
    .select(['d.code_postal', 'd.code_insee', 'c.id', 'c.nom_commune'])
    .where('d.store_id', '=', storeId)
    .orderBy('d.code_postal')
    .orderBy('c.nom_commune')
    .execute();
}

export async function isDeliveryCommune(db: Db, storeId: number, codePostal: string, codeInsee: string) {
  const row = await db
    .selectFrom('store_delivery_communes')
    .select('store_id')
    .where('store_id', '=', storeId)
    .where('code_postal', '=', codePostal)
    .where('code_insee', '=', codeInsee)
    .executeTakeFirst();
  return row !== undefined;
}
