import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** The push zones of a department's lists, or of search results (null). */
export function findPushZones(db: Kysely<DB>, categoryId: number | null) {
  const query = db
    .selectFrom('push_zones')
    .select(['id', 'code', 'position', 'titre', 'html_content', 'product_ids']);
  return (
    categoryId === null ? query.where('category_id', 'is', null) : query.where('category_id', '=', categoryId)
  )
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type PushZoneRow = Awaited<ReturnType<typeof findPushZones>>[number];
