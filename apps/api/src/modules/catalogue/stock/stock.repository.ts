import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** Stock taken with one conditional update (no overselling, no row lock); false when not enough is left. */
export async function reserveStock(db: Kysely<DB>, storeId: number, productId: number, units: number) {
  const result = await db
    .updateTable('offers')
    .set({ reserved: sql`reserved + ${units}` })
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .where(sql<boolean>`stock - reserved >= ${units}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseStock(db: Kysely<DB>, storeId: number, productId: number, units: number) {
  await db
    .updateTable('offers')
    .set({ reserved: sql`CASE WHEN reserved >= ${units} THEN reserved - ${units} ELSE 0 END` })
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .execute();
}
