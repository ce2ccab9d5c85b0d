import type { ReviewSort } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

type Db = Kysely<DB>;

export function findReviewPage(db: Db, productId: number, sort: ReviewSort, limit: number, offset: number) {
  let query = db
    .selectFrom('reviews')
    .select(['id', 'author', 'rating', 'title', 'body', 'created_at'])
    .where('product_id', '=', productId);
  if (sort === 'note-desc') query = query.orderBy('rating', 'desc');
  if (sort === 'note-asc') query = query.orderBy('rating', 'asc');
  query = query.orderBy('created_at', sort === 'date-asc' ? 'asc' : 'desc').orderBy('id', 'desc');
  return query.limit(limit).offset(offset).execute();
}

/** Number of reviews per rating (1 to 5) of a product. */
export function findRatingCounts(db: Db, productId: number) {
  return db
    .selectFrom('reviews')
    .select((eb) => ['rating', eb.fn.countAll<number>().as('count')])
    .where('product_id', '=', productId)
    .groupBy('rating')
    .execute();
}
