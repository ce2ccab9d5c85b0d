import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-cms.ts';

const PAGE_COLUMNS = [
  'id',
  'slug',
  'section',
  'store_id',
  'titre',
  'description',
  'contenu',
  'statut',
  'preview_key',
  'updated_at',
] as const;

/**
 * The versions of a page at one address: the national one and the store's (at most two rows, by the
 * unique index on slug and store).
 */
export function pageVersions(db: Kysely<DB>, slug: string, storeId: number | null) {
  return db
    .selectFrom('cms_pages')
    .select(PAGE_COLUMNS)
    .where('slug', '=', slug)
    .where((eb) =>
      storeId === null
        ? eb('store_id', 'is', null)
        : eb.or([eb('store_id', 'is', null), eb('store_id', '=', storeId)]),
    )
    .execute();
}

/** The published national pages of the Infos et services menu, in menu order. */
export function menuPages(db: Kysely<DB>) {
  return db
    .selectFrom('cms_pages')
    .select(['slug', 'titre', 'menu_groupe', 'menu_ordre'])
    .where('section', '=', 'infos-et-services')
    .where('menu_groupe', 'is not', null)
    .where('statut', '=', 'publie')
    .where('store_id', 'is', null)
    .orderBy('menu_ordre')
    .orderBy('slug')
    .execute();
}
