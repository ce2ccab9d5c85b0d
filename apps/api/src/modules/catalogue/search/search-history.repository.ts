import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

type Db = Kysely<DB>;

/** Records a search; searching the same words again only moves them to the top. */
export async function recordSearch(
  db: Db,
  visitorUuid: string,
  query: string,
  normalized: string,
  atIso: string,
) {
  await db
    .insertInto('search_history')
    .values({ visitor_uuid: visitorUuid, query, query_normalized: normalized, searched_at: atIso })
    .onConflict((oc) =>
      oc.columns(['visitor_uuid', 'query_normalized']).doUpdateSet((eb) => ({
        query: eb.ref('excluded.query'),
        searched_at: eb.ref('excluded.searched_at'),
      })),
    )
    .execute();
}

/** Keeps only the `keep` latest searches of a visitor. */
export async function pruneHistory(db: Db, visitorUuid: string, keep: number) {
  await db
    .deleteFrom('search_history')
    .where('visitor_uuid', '=', visitorUuid)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('search_history')
        .select('id')
        .where('visitor_uuid', '=', visitorUuid)
        .orderBy('searched_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

export function findHistory(db: Db, visitorUuid: string, limit: number) {
  return db
    .selectFrom('search_history')
    .select(['query', 'query_normalized', 'searched_at'])
    .where('visitor_uuid', '=', visitorUuid)
    .orderBy('searched_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
