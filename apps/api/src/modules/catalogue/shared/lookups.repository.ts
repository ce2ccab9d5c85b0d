import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

type Db = Kysely<DB>;

export function findAllCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'libelle', 'slug', 'visuel', 'level', 'position', 'content_type'])
    .orderBy('level')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findStoreSummaries(db: Db) {
  return db.selectFrom('stores').select(['id', 'name', 'is_national']).execute();
}
