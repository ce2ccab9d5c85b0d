import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A store's name, or undefined when it does not exist. */
export function findStore(db: Kysely<DB>, storeId: number) {
  return db.selectFrom('stores').select(['id', 'name']).where('id', '=', storeId).executeTakeFirst();
}
