import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { isPostgres } from '../../db/migrations/dialect.ts';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type { DeliveryAddressesTable, DeliveryAddressRow } from '../../db/schema-checkout.ts';

type Db = Kysely<DB>;

export function findAddresses(db: Db, clientId: number): Promise<DeliveryAddressRow[]> {
  return db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('defaut', 'desc')
    .orderBy('id')
    .execute();
}

/** The address if it belongs to this client. */
export function findOwnedAddress(
  db: Db,
  clientId: number,
  id: number,
): Promise<DeliveryAddressRow | undefined> {
  return db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/**
 * Holds the client until the transaction ends, so that the count of the addresses' cap and the insert
 * it allows run one client's creations one after the other: a lock on the client's row on PostgreSQL
 * (a count alone passes concurrent creates under read committed); on SQLite the transaction began
 * IMMEDIATE and already holds the write lock.
 */
export async function lockClient(trx: Transaction<DB>, clientId: number): Promise<void> {
  if (!isPostgres<DB>(trx)) return;
  await trx.selectFrom('clients').select('id').where('id', '=', clientId).forNoKeyUpdate().execute();
}

export async function countAddresses(db: Db, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('delivery_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The official name of the commune with this postal code and INSEE code, if it exists. */
export async function communeName(
  db: Db,
  codePostal: string,
  codeInsee: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('communes')
    .select('nom_commune')
    .where('code_postal', '=', codePostal)
    .where('code_insee', '=', codeInsee)
    .executeTakeFirst();
  return row?.nom_commune;
}

/** The (postal code, INSEE code) pairs among these postal codes that the store delivers. */
export async function deliveredPairs(db: Db, storeId: number, postalCodes: string[]): Promise<Set<string>> {
  if (!postalCodes.length) return new Set();
  const rows = await db
    .selectFrom('store_delivery_communes')
    .select(['code_postal', 'code_insee'])
    .where('store_id', '=', storeId)
    .where('code_postal', 'in', [...new Set(postalCodes)])
    .execute();
  return new Set(rows.map((r) => `${r.code_postal}|${r.code_insee}`));
}

export async function unsetDefault(db: Db, clientId: number, exceptId?: number): Promise<void> {
  let query = db
    .updateTable('delivery_addresses')
    .set({ defaut: 0 })
    .where('client_id', '=', clientId)
    .where('defaut', '=', 1);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  await query.execute();
}

export async function insertAddress(db: Db, row: Insertable<DeliveryAddressesTable>): Promise<number> {
  const inserted = await db
    .insertInto('delivery_addresses')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateAddress(
  db: Db,
  clientId: number,
  id: number,
  values: Updateable<DeliveryAddressesTable>,
): Promise<void> {
  await db
    .updateTable('delivery_addresses')
    .set(values)
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .execute();
}

export async function deleteAddress(db: Db, clientId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('delivery_addresses')
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** After deleting the default: the most recent remaining address becomes the default. */
export async function promoteNewestToDefault(db: Db, clientId: number): Promise<void> {
  const newest = await db
    .selectFrom('delivery_addresses')
    .select('id')
    .where('client_id', '=', clientId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (newest)
    await db.updateTable('delivery_addresses').set({ defaut: 1 }).where('id', '=', newest.id).execute();
}
