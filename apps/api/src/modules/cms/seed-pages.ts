import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-cms.ts';
import { readPageFiles } from './page-files.ts';

/** The seed's step: the shop's national information and legal pages, published, from `pages/`. */
export async function seedCmsPages(trx: Kysely<DB>, now: Date): Promise<void> {
  const pages = readPageFiles();
  await trx
    .insertInto('cms_pages')
    .values(
      pages.map((page) => ({
        slug: page.slug,
        section: page.section,
        store_id: null,
        titre: page.titre,
        description: page.description,
        contenu: page.contenu,
        statut: 'publie' as const,
        preview_key: null,
        menu_groupe: page.menu,
        menu_ordre: page.ordre,
        updated_at: now.toISOString(),
      })),
    )
    .execute();
}
