import {
  API_ERROR_CODES,
  apiMessages,
  type BlogListQuery,
  FUEL_CODES,
  type FuelCode,
  storePagesMessages,
} from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { findStoreById } from '../stores/stores.service.ts';
import { renderMarkdown } from './markdown.ts';
import * as repo from './store-pages.repository.ts';

type Db = Kysely<DB>;

const FUEL_LABELS: Record<FuelCode, string> = {
  GAZOLE: 'Gazole',
  SP95: 'Sans plomb 95',
  SP95_E10: 'Sans plomb 95-E10',
  SP98: 'Sans plomb 98',
  E85: 'Superéthanol E85',
  GPLC: 'GPL carburant',
};

async function requireStore(db: Db, storeId: number) {
  if (!(await findStoreById(db, storeId)))
    throw new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);
}

const isFuelCode = (code: string): code is FuelCode => (FUEL_CODES as readonly string[]).includes(code);

/** The station's price board; empty for a store without a station. */
export async function fuelPrices(db: Db, storeId: number) {
  await requireStore(db, storeId);
  const rows = (await repo.findFuelPrices(db, storeId)).filter((r) => isFuelCode(r.code));
  const data = rows.map((r) => ({
    code: r.code as FuelCode,
    libelle: FUEL_LABELS[r.code as FuelCode],
    prix_litre_millimes: r.price_millimes,
    disponible: r.price_millimes !== null,
    date_maj: r.updated_at,
  }));
  const latest = data.reduce<string | null>(
    (max, f) => (max === null || f.date_maj > max ? f.date_maj : max),
    null,
  );
  return { data, meta: { date_maj: latest } };
}

export async function pushZones(db: Db, storeId: number) {
  await requireStore(db, storeId);
  return { data: await repo.findPushZones(db, storeId) };
}

const summary = (row: {
  id: number;
  slug: string;
  titre: string;
  resume: string;
  auteur: string;
  published_at: string;
}) => ({
  articleId: row.id,
  slug: row.slug,
  titre: row.titre,
  resume: row.resume,
  auteur: row.auteur,
  date_publication: row.published_at,
});

/** The store's published articles, newest first, a page at a time. */
export async function blog(db: Db, storeId: number, query: BlogListQuery, now: Date) {
  await requireStore(db, storeId);
  const { rows, total } = await repo.findArticles(
    db,
    storeId,
    now.toISOString(),
    query.par_page,
    (query.page - 1) * query.par_page,
  );
  return { data: rows.map(summary), meta: { total, page: query.page, par_page: query.par_page } };
}

/** One published article of the store, its body rendered; another store's article is not found. */
export async function blogArticle(db: Db, storeId: number, articleId: number, now: Date) {
  await requireStore(db, storeId);
  const row = await repo.findArticle(db, storeId, articleId, now.toISOString());
  if (!row)
    throw new DomainError(API_ERROR_CODES.blogArticleNotFound, storePagesMessages.blogArticleNotFound);
  return { data: { ...summary(row), contenu_html: renderMarkdown(row.body_markdown) } };
}

/** Every store page and blog article, for the sitemap. */
export async function sitemap(db: Db, now: Date) {
  const { stores, articles } = await repo.findSitemapEntries(db, now.toISOString());
  return {
    data: stores.map((s) => ({
      id: s.id,
      aliasWeb: s.alias_web,
      articles: articles.filter((a) => a.store_id === s.id).map((a) => ({ articleId: a.id, slug: a.slug })),
    })),
  };
}
