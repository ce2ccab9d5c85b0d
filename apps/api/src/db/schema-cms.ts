import type { Generated } from 'kysely';

/** The CMS pages (migration 0024). They extend the `DB` interface of schema.ts. */
export interface CmsPagesTable {
  id: Generated<number>;
  /** `infos-et-services/aide/contactez-nous`, `legal/mentions-legales`. */
  slug: string;
  section: 'infos-et-services' | 'legal';
  /** A store's own version of the page; null for the national one. */
  store_id: number | null;
  titre: string;
  description: string;
  /** Markdown; `{{operateur.nom}}`-style fields are filled from the configuration when read. */
  contenu: string;
  statut: 'publie' | 'brouillon';
  preview_key: string | null;
  /** The group of the Infos et services menu the page appears in; null: not in the menu. */
  menu_groupe: string | null;
  menu_ordre: Generated<number>;
  updated_at: string;
}

declare module './schema.ts' {
  interface DB {
    cms_pages: CmsPagesTable;
  }
}
