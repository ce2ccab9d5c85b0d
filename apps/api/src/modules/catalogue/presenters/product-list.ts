import {
  DEFAULT_LIST_SORT,
  type Filter,
  LIST_SORTS,
  type ProductCard,
  type ProductListResponse,
  type PushZone,
  type QuickFilter,
} from '@cabas/contracts';
import { activeFilters, type FacetContext } from '../listing/facets.ts';
import type { ListRequest } from '../listing/list-request.ts';

/** What differs between a search and a category list. */
export interface ListPage {
  type: 'recherche' | 'rayon';
  title: string;
  description: string | null;
  keywords: string | null;
  categories: ProductListResponse['data']['attributes']['categories'];
  boiteDeLiens: { libelle: string; url: string }[];
  imageAmbiance: string | null;
  alcool: boolean;
  pimCategoryCode: string | null;
  redirection: string | null;
  head: ProductListResponse['meta']['head'];
  breadcrumb: ProductListResponse['meta']['breadcrumb'];
}

export const facetContext = (request: ListRequest): FacetContext => ({
  filters: request.filters,
  categories: request.categories,
  scope: request.scope,
  location: request.location,
});

/** The product list answer of a search or a category. */
export function presentProductList(
  request: ListRequest,
  list: {
    total: number;
    cards: ProductCard[];
    zones: PushZone[];
    facettes: Filter[];
    quickFilters: QuickFilter[];
  },
  page: ListPage,
): ProductListResponse {
  return {
    data: {
      type: page.type,
      attributes: {
        title: page.title,
        description: page.description,
        product_list: {
          data: list.cards,
          meta: {
            pagination: {
              current_page: request.page,
              total_pages: Math.ceil(list.total / request.pageSize),
              nb_items: list.cards.length,
              nb_total_items: list.total,
              per_page: request.pageSize,
            },
            facettes: list.facettes,
            facettes_actives: activeFilters(list.facettes, facetContext(request)),
            filtres_rapides: list.quickFilters,
            tri: {
              defaut: DEFAULT_LIST_SORT,
              actif: request.sort,
              valeurs: LIST_SORTS.map((s) => ({
                libelle: s.libelle,
                valeur: s.valeur,
                actif: s.valeur === request.sort,
                defaut: s.valeur === DEFAULT_LIST_SORT,
              })),
            },
          },
        },
        push_zones: list.zones,
        keywords: page.keywords,
        categories: page.categories,
        produits_deja_achetes: [],
        layout_type: 'Grid',
        has_porteur_dlc: false,
        boite_de_liens: page.boiteDeLiens,
        image_ambiance: page.imageAmbiance,
        alcool: page.alcool,
        pim_category_code: page.pimCategoryCode,
      },
    },
    meta: {
      redirection: page.redirection,
      head: page.head,
      breadcrumb: page.breadcrumb,
      // Shared by every visitor; the route puts the visitor's own searches here (last member).
      historique_recherche: [],
    },
  };
}
