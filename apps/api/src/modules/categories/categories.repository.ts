import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function findCategoriesUpToLevel(db: Kysely<DB>, maxLevel: number) {
  return db
    .selectFrom('categories')
    .select([
      'id',
      'parent_id',
      'libelle',
      'slug',
      'visuel',
      'level',
      'position',
      'content_type',
      'is_a_ne_pas_manquer',
      'is_header_selections',
    ])
    .where('level', '<=', maxLevel)
    .orderBy('level')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findCategoryColour(db: Kysely<DB>, id: number) {
  return db.selectFrom('categories').select(['libelle', 'color']).where('id', '=', id).executeTakeFirst();
}
