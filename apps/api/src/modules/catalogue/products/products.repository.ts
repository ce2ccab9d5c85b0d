import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

type Db = Kysely<DB>;

export function findProductIdByEan(db: Db, ean: string) {
  return db.selectFrom('products').select('id').where('ean', '=', ean).executeTakeFirst();
}

export async function storeCarries(db: Db, storeId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('offers')
    .select('product_id')
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

interface Neighbours {
  storeId: number;
  excludeId: number;
  hideProOnly: boolean;
  limit: number;
}

/**
 * In-stock products of the store in one category, the most widely carried first: the walk follows
 * the (category_id, popularity) index and stops after `limit` rows.
 */
export function findPopularInCategory(db: Db, n: Neighbours & { categoryId: number }) {
  let query = db
    .selectFrom('products as p')
    .innerJoin('offers as o', (join) =>
      join.onRef('o.product_id', '=', 'p.id').on('o.store_id', '=', n.storeId),
    )
    .select(['p.id', 'p.popularity', 'o.price_cents'])
    .where('p.category_id', '=', n.categoryId)
    .where('p.id', '!=', n.excludeId)
    .where('p.type', '=', 'TC')
    .whereRef('o.stock', '>', 'o.reserved');
  if (n.hideProOnly) query = query.where('p.corapro', '=', 0);
  return query.orderBy('p.popularity', 'desc').orderBy('p.id', 'desc').limit(n.limit).execute();
}

/** Other products of the same brand in the same category (sizes, flavours, packs). */
export function findSameBrand(db: Db, n: Neighbours & { categoryId: number; brandSlug: string }) {
  let query = db
    .selectFrom('products as p')
    .innerJoin('offers as o', (join) =>
      join.onRef('o.product_id', '=', 'p.id').on('o.store_id', '=', n.storeId),
    )
    .select('p.id')
    .where('p.category_id', '=', n.categoryId)
    .where('p.marque_slug', '=', n.brandSlug)
    .where('p.id', '!=', n.excludeId)
    .where('p.type', '=', 'TC');
  if (n.hideProOnly) query = query.where('p.corapro', '=', 0);
  return query.orderBy('p.popularity', 'desc').orderBy('p.id', 'desc').limit(n.limit).execute();
}

export function findMixGroup(db: Db, id: number) {
  return db.selectFrom('mix_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMixProductIds(db: Db, groupId: number) {
  return db
    .selectFrom('mix_group_products')
    .select('product_id')
    .where('mix_group_id', '=', groupId)
    .orderBy('product_id')
    .execute();
}
