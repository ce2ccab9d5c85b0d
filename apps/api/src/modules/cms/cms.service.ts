import {
  API_ERROR_CODES,
  type CmsContentResponse,
  type CmsDisplayMode,
  type CmsLink,
  type CmsMenuGroup,
  cmsMessages,
} from '@cabas/contracts';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { menuPages, pageVersions } from './cms.repository.ts';
import { renderMarkdown } from './markdown.ts';
import { fillOperator, type Operator } from './operator.ts';

/** Rendered texts kept per page version (a version is its row and its update date). */
const RENDERED_PAGES = 200;

/** The groups of the Infos et services menu, in this order; a group not listed comes after them. */
export const MENU_GROUPS = ['Aide', 'Commander et retirer', 'Services', 'Fidélité', 'Professionnels'];

const SECTION_LINKS: Record<string, CmsLink> = {
  'infos-et-services': { titre: 'Infos et services', url: '/infos-et-services' },
};

export interface CmsQuery {
  slug: string;
  preview?: string | undefined;
  magasinId?: number | undefined;
  displayMode: CmsDisplayMode;
}

/** The information and legal pages, and the menu of the Infos et services pages. */
export class CmsService {
  private readonly rendered = new LRUCache<string, { contenu: string; html: string }>({
    max: RENDERED_PAGES,
  });

  constructor(
    private readonly db: Kysely<DB>,
    private readonly operator: Operator,
  ) {}

  /**
   * The page at this address: the store's version when it has one, else the national one. A draft
   * is shown only with its own preview key; anything else not published is 404, as a missing page.
   */
  async content(query: CmsQuery): Promise<CmsContentResponse> {
    const versions = await pageVersions(this.db, query.slug, query.magasinId ?? null);
    const visible = versions.filter(
      (row) =>
        row.statut === 'publie' ||
        (query.preview !== undefined && row.preview_key !== null && row.preview_key === query.preview),
    );
    const page =
      visible.find((row) => row.statut === 'brouillon') ??
      visible.find((row) => row.store_id !== null) ??
      visible.find((row) => row.store_id === null);
    if (!page) throw new DomainError(API_ERROR_CODES.cmsPageNotFound, cmsMessages.notFound);
    const { contenu, html } = this.render(page.id, page.updated_at, page.contenu);
    return {
      data: {
        id: page.id,
        type: 'cms-content',
        attributes: {
          slug: page.slug,
          section: page.section,
          titre: page.titre,
          description: page.description,
          contenu,
          contenu_html: html,
          magasin_id: page.store_id,
          date_maj: page.updated_at,
          apercu: page.statut !== 'publie',
          display_mode: query.displayMode,
        },
      },
      meta: { breadcrumb: query.displayMode === 'page' ? breadcrumb(page.slug, page.titre) : [] },
    };
  }

  /** The groups of the menu and their pages (published national pages with a menu group). */
  async menu(): Promise<{ data: CmsMenuGroup[] }> {
    const groups = new Map<string, CmsLink[]>();
    for (const page of await menuPages(this.db)) {
      const group = page.menu_groupe ?? '';
      groups.set(group, [...(groups.get(group) ?? []), { titre: page.titre, url: `/${page.slug}` }]);
    }
    const rank = (titre: string) => {
      const at = MENU_GROUPS.indexOf(titre);
      return at === -1 ? MENU_GROUPS.length : at;
    };
    return {
      data: [...groups.entries()]
        .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'fr'))
        .map(([titre, liens]) => ({ titre, liens })),
    };
  }

  private render(id: number, updatedAt: string, markdown: string) {
    const key = `${id}@${updatedAt}`;
    let text = this.rendered.get(key);
    if (!text) {
      const contenu = fillOperator(markdown, this.operator);
      text = { contenu, html: renderMarkdown(contenu) };
      this.rendered.set(key, text);
    }
    return text;
  }
}

function breadcrumb(slug: string, titre: string): CmsLink[] {
  const trail: CmsLink[] = [{ titre: 'Accueil', url: '/' }];
  const section = SECTION_LINKS[slug.split('/')[0] ?? ''];
  if (section && section.url !== `/${slug}`) trail.push(section);
  trail.push({ titre, url: `/${slug}` });
  return trail;
}
