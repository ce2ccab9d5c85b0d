import type { LeafletAdvantage, LeafletPlan } from '@cabas/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from './leaflets.schema.ts';

type Db = Kysely<DB>;

/**
 * What a store's leaflets are built from, summed up: a new, removed or re-dated advantage, or a
 * changed offer text, changes it. One indexed aggregate over the store's advantages.
 */
export async function promotionsFingerprint(db: Db, storeId: number): Promise<string> {
  const row = await db
    .selectFrom('offer_advantages')
    .where('store_id', '=', storeId)
    .select([
      sql<string>`COUNT(*)`.as('n'),
      sql<string | null>`MAX(id)`.as('max_id'),
      sql<string | null>`SUM(product_id)`.as('products'),
      sql<string | null>`MIN(starts_at)`.as('first_start'),
      sql<string | null>`MAX(ends_at)`.as('last_end'),
      sql<string | null>`SUM(LENGTH(starts_at || ends_at || texte_avantage || type_avantage))`.as('texts'),
    ])
    .executeTakeFirstOrThrow();
  return [row.n, row.max_id, row.products, row.first_start, row.last_end, row.texts].map(String).join('|');
}

export async function storedFingerprint(db: Db, storeId: number): Promise<string | null> {
  const row = await db
    .selectFrom('store_leaflet_sources')
    .select('fingerprint')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row?.fingerprint ?? null;
}

/**
 * The store's advantages on products every shopper sees (pro-only products stay out of leaflets),
 * dearest first within an offer: the cover shows the offer's biggest item.
 */
export async function leafletAdvantages(db: Db, storeId: number): Promise<LeafletAdvantage[]> {
  const rows = await db
    .selectFrom('offer_advantages as a')
    .innerJoin('offers as o', (j) =>
      j.onRef('o.store_id', '=', 'a.store_id').onRef('o.product_id', '=', 'a.product_id'),
    )
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .where('a.store_id', '=', storeId)
    .where('p.corapro', '=', 0)
    .select([
      'a.product_id as productId',
      'a.type_avantage as type',
      'a.texte_avantage as text',
      'a.starts_at as startsAt',
      'a.ends_at as endsAt',
    ])
    .orderBy('o.price_cents', 'desc')
    .orderBy('a.product_id')
    .execute();
  return rows;
}

/**
 * Replaces the store's running and coming leaflets by `plans` and records `fingerprint`. Leaflets
 * already over are kept as they are (their address answers "no longer offered"); a plan whose
 * slug exists (another process generating at the same time, or an ended leaflet) is skipped.
 */
export async function replaceLeaflets(
  trx: Db,
  storeId: number,
  plans: readonly LeafletPlan[],
  fingerprint: string,
  now: Date,
): Promise<void> {
  const nowIso = now.toISOString();
  const stale = trx
    .selectFrom('store_leaflets')
    .select('id')
    .where('store_id', '=', storeId)
    .where('ends_at', '>=', nowIso);
  await trx.deleteFrom('store_leaflet_products').where('leaflet_id', 'in', stale).execute();
  await trx
    .deleteFrom('store_leaflets')
    .where('store_id', '=', storeId)
    .where('ends_at', '>=', nowIso)
    .execute();
  for (const plan of plans) {
    const ids = plan.pages.flat();
    const inserted = await trx
      .insertInto('store_leaflets')
      .values({
        store_id: storeId,
        slug: plan.slug,
        titre: plan.title,
        type_avantage: plan.type,
        starts_at: plan.startsAt,
        ends_at: plan.endsAt,
        nb_produits: ids.length,
        nb_pages: plan.pages.length,
        cover_product_id: ids[0] ?? null,
        generated_at: nowIso,
      })
      .onConflict((oc) => oc.columns(['store_id', 'slug']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted || ids.length === 0) continue;
    await trx
      .insertInto('store_leaflet_products')
      .values(
        plan.pages.flatMap((page, p) =>
          page.map((productId, position) => ({
            leaflet_id: inserted.id,
            page: p + 1,
            position,
            product_id: productId,
          })),
        ),
      )
      .execute();
  }
  await trx
    .insertInto('store_leaflet_sources')
    .values({ store_id: storeId, fingerprint, generated_at: nowIso })
    .onConflict((oc) => oc.column('store_id').doUpdateSet({ fingerprint, generated_at: nowIso }))
    .execute();
}

const LEAFLET_COLUMNS = [
  'l.id',
  'l.slug',
  'l.titre',
  'l.type_avantage',
  'l.starts_at',
  'l.ends_at',
  'l.nb_produits',
  'l.nb_pages',
  'cover.ean as cover_ean',
] as const;

/** The store's leaflets not yet over at `now`, by first day then title, with their cover's EAN. */
export function findOpenLeaflets(db: Db, storeId: number, now: Date) {
  return db
    .selectFrom('store_leaflets as l')
    .leftJoin('products as cover', 'cover.id', 'l.cover_product_id')
    .select(LEAFLET_COLUMNS)
    .where('l.store_id', '=', storeId)
    .where('l.ends_at', '>=', now.toISOString())
    .orderBy('l.starts_at')
    .orderBy('l.titre')
    .execute();
}

export function findLeaflet(db: Db, storeId: number, slug: string) {
  return db
    .selectFrom('store_leaflets as l')
    .leftJoin('products as cover', 'cover.id', 'l.cover_product_id')
    .select(LEAFLET_COLUMNS)
    .where('l.store_id', '=', storeId)
    .where('l.slug', '=', slug)
    .executeTakeFirst();
}

export type LeafletRecord = NonNullable<Awaited<ReturnType<typeof findLeaflet>>>;

export function findLeafletProducts(db: Db, leafletId: number) {
  return db
    .selectFrom('store_leaflet_products')
    .select(['page', 'product_id'])
    .where('leaflet_id', '=', leafletId)
    .orderBy('page')
    .orderBy('position')
    .execute();
}
