import type { OrderModeType, StoreType } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;

/** The locator's filters that SQL applies: types (any of), order modes and services (all of). */
export interface StoreFilters {
  types: readonly StoreType[];
  modes: readonly OrderModeType[];
  services: readonly string[];
}

const listColumns = [
  'stores.id',
  'stores.name',
  'stores.alias_web',
  'stores.type',
  'stores.adresse',
  'stores.cp',
  'stores.ville',
  'stores.telephone',
  'stores.latitude',
  'stores.longitude',
] as const;

function filtered(db: Db, filters: StoreFilters) {
  let query = db.selectFrom('stores').select(listColumns).where('stores.is_national', '=', 0);
  if (filters.types.length) query = query.where('stores.type', 'in', filters.types);
  for (const mode of filters.modes) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('store_order_modes as m')
          .select('m.id')
          .whereRef('m.store_id', '=', 'stores.id')
          .where('m.type', '=', mode),
      ),
    );
  }
  for (const code of filters.services) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('store_services as s')
          .select('s.store_id')
          .whereRef('s.store_id', '=', 'stores.id')
          .where('s.code', '=', code),
      ),
    );
  }
  return query;
}

type ListQuery = ReturnType<typeof filtered>;
export type LocatorRow = Awaited<ReturnType<ListQuery['execute']>>[number];

export function findStoresInBox(
  db: Db,
  filters: StoreFilters,
  box: { minLat: number; maxLat: number; minLon: number; maxLon: number },
) {
  return filtered(db, filters)
    .where('stores.latitude', '>=', box.minLat)
    .where('stores.latitude', '<=', box.maxLat)
    .where('stores.longitude', '>=', box.minLon)
    .where('stores.longitude', '<=', box.maxLon)
    .execute();
}

export function findStoresByName(db: Db, filters: StoreFilters, normalizedText: string) {
  return (
    filtered(db, filters)
      // normalizedText holds only [a-z0-9 ] (normalizeForSearch), so it cannot carry LIKE wildcards.
      .where('stores.name_normalise', 'like', `%${normalizedText}%`)
      .orderBy('stores.name')
      .execute()
  );
}

export function findAllStores(db: Db, filters: StoreFilters) {
  return filtered(db, filters).orderBy('stores.ville').orderBy('stores.name').execute();
}

/** The services of the listed stores, in each store's order. */
export function findServicesOf(db: Db, storeIds: readonly number[]) {
  if (!storeIds.length) return Promise.resolve([]);
  return db
    .selectFrom('store_services')
    .select(['store_id', 'code', 'libelle'])
    .where('store_id', 'in', storeIds)
    .orderBy('store_id')
    .orderBy('position')
    .execute();
}

/** Every service some store offers (the filters' choices), by label. */
export function findServiceChoices(db: Db) {
  return db
    .selectFrom('store_services')
    .select(['code', (eb) => eb.fn.min('libelle').as('libelle')])
    .groupBy('code')
    .orderBy('libelle')
    .execute();
}
