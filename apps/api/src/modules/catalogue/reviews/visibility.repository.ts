import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** Whether a product exists and is reserved to professional customers. */
export function findProductVisibility(db: Kysely<DB>, id: number) {
  return db.selectFrom('products').select(['id', 'corapro']).where('id', '=', id).executeTakeFirst();
}
