import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-store-pages.ts';

type Db = Kysely<DB>;

export function findFuelPrices(db: Db, storeId: number) {
  return db
    .selectFrom('store_fuel_prices')
    .select(['code', 'price_millimes', 'updated_at'])
    .where('store_id', '=', storeId)
    .orderBy('position')
    .execute();
}

export function findPushZones(db: Db, storeId: number) {
  return db
    .selectFrom('store_push_zones')
    .select(['code', 'position', 'titre', 'html_content'])
    .where('store_id', '=', storeId)
    .orderBy('position')
    .execute();
}

const SUMMARY = ['id', 'slug', 'titre', 'resume', 'auteur', 'published_at'] as const;

/** A page of the store's articles published by `nowIso`, newest first, and their total. */
export async function findArticles(db: Db, storeId: number, nowIso: string, limit: number, offset: number) {
  const published = db
    .selectFrom('store_blog_articles')
    .where('store_id', '=', storeId)
    .where('published_at', '<=', nowIso);
  const [rows, count] = await Promise.all([
    published
      .select(SUMMARY)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    published.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findArticle(db: Db, storeId: number, articleId: number, nowIso: string) {
  return db
    .selectFrom('store_blog_articles')
    .select([...SUMMARY, 'body_markdown'])
    .where('id', '=', articleId)
    .where('store_id', '=', storeId)
    .where('published_at', '<=', nowIso)
    .executeTakeFirst();
}

/** Stores with their own page (not national, not sent to another site), and their published articles. */
export async function findSitemapEntries(db: Db, nowIso: string) {
  const [stores, articles] = await Promise.all([
    db
      .selectFrom('stores')
      .select(['id', 'alias_web'])
      .where('is_national', '=', 0)
      .where('external_url', 'is', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('store_blog_articles')
      .select(['id', 'store_id', 'slug'])
      .where('published_at', '<=', nowIso)
      .orderBy('id')
      .execute(),
  ]);
  return { stores, articles };
}
