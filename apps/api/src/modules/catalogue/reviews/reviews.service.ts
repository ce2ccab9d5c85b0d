import {
  API_ERROR_CODES,
  catalogueMessages,
  type ReviewItem,
  type ReviewSort,
  type ReviewStatistics,
} from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { DomainError } from '../../../platform/domain-error.ts';
import type { CatalogueContext } from '../catalogue-context.ts';
import { ProductNotFoundError } from '../products/product-errors.ts';
import type { CatalogueLookups } from '../shared/catalogue-lookups.ts';
import { requireStore } from '../shared/store-scope.ts';
import { findRatingCounts, findReviewPage } from './reviews.repository.ts';
import { findProductVisibility } from './visibility.repository.ts';

/** Statistics of a product's reviews: average (1 decimal), count and the count of each rating. */
export function reviewStatistics(counts: readonly { rating: number; count: number }[]): ReviewStatistics {
  const distribution: ReviewStatistics['distribution'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const c of counts) {
    const n = Number(c.count);
    const key = String(c.rating) as keyof ReviewStatistics['distribution'];
    if (!(key in distribution)) continue;
    distribution[key] += n;
    count += n;
    sum += n * c.rating;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : null, count, distribution };
}

/** `GET /magasins/{shopId}/produits/{productId}/reviews` */
export async function productReviews(
  db: Kysely<DB>,
  lookups: CatalogueLookups,
  ctx: CatalogueContext,
  params: { shopId: number; productId: number },
  query: { page: number; 'page-size': number; 'sort-by': ReviewSort },
) {
  requireStore(await lookups.stores(), params.shopId);
  const product = await findProductVisibility(db, params.productId);
  if (!product || (product.corapro === 1 && !ctx.isPro))
    throw new ProductNotFoundError(catalogueMessages.productNotFound);
  const size = query['page-size'];
  const [rows, counts] = await Promise.all([
    findReviewPage(db, params.productId, query['sort-by'], size, (query.page - 1) * size),
    findRatingCounts(db, params.productId),
  ]);
  const statistics = reviewStatistics(counts);
  const totalPages = Math.ceil(statistics.count / size);
  if (query.page > 1 && query.page > totalPages)
    throw new DomainError(API_ERROR_CODES.pageOutOfRange, catalogueMessages.pageOutOfRange, {
      page: [catalogueMessages.pageOutOfRange],
    });
  const reviews: ReviewItem[] = rows.map((r) => ({
    id: r.id,
    auteur: r.author,
    note: r.rating,
    titre: r.title,
    commentaire: r.body,
    date: r.created_at,
  }));
  return {
    data: { type: 'reviews' as const, id: params.productId, attributes: { reviews } },
    meta: {
      statistics,
      pagination: {
        current_page: query.page,
        total_pages: totalPages,
        nb_items: reviews.length,
        nb_total_items: statistics.count,
        per_page: size,
      },
      tri: query['sort-by'],
    },
  };
}
