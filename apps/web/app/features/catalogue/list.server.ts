import { API_ERROR_CODES, endpoints, type ListSort, type ProductListResponse } from '@cabas/contracts';
import { data, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import type { ShopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { type CategoryRoute, categoryPath } from '../../lib/route-patterns.ts';
import { type CardData, toCard } from './card-model.ts';
import { cachedList } from './catalogue-cache.server.ts';
import {
  isListSort,
  listApiQuery,
  listUrl,
  NATIONAL_STORE_ID,
  parsePageIndex,
  pathOf,
  priceSegment,
} from './list-url.ts';

export interface ListFacetValue {
  label: string;
  count: number;
  active: boolean;
  href: string;
  value: string;
}
export interface ListFacet {
  code: string;
  label: string;
  mode: 'checkbox' | 'slider' | 'nutriscore';
  values: ListFacetValue[];
}

export interface ListPageData {
  kind: 'recherche' | 'rayon';
  title: string;
  description: string | null;
  head: { title: string; description: string; canonical: string; robots: string };
  breadcrumb: { label: string; url: string }[];
  keywords: string | null;
  /** The list path (filters included) without query. */
  path: string;
  /** The path without filter segments (the form's action for the price range). */
  basePath: string;
  filterSegments: string[];
  sort: ListSort;
  sorts: { value: string; label: string }[];
  page: number;
  totalPages: number;
  total: number;
  perPage: number;
  products: CardData[];
  facets: ListFacet[];
  /** A pro's quick filters (« Produits pro », labels), at most 5; empty for everyone else. */
  quickFilters: { label: string; count: number; active: boolean; href: string }[];
  active: { label: string; href: string }[];
  subcategories: { label: string; url: string }[];
  /** A push zone shows its title and its text; its products stay with the API (not sent to the browser). */
  pushZones: { code: string; title: string; html: string }[];
}

function shopId(shop: ShopContext): number {
  return shop.storeId ?? NATIONAL_STORE_ID;
}

function withQuery(url: string, keywords: string | null, sort: string | null): string {
  return listUrl(pathOf(url), { keywords, sortby: sort });
}

function toPage(
  origin: string,
  response: ProductListResponse,
  path: string,
  basePath: string,
  filterSegments: string[],
  keywords: string | null,
  sortParam: string | null,
): ListPageData {
  const attributes = response.data.attributes;
  const list = attributes.product_list;
  const meta = list.meta;
  return {
    kind: response.data.type,
    title: attributes.title,
    description: attributes.description,
    // Absolute, as search engines (and Lighthouse's canonical audit) expect it.
    head: { ...response.meta.head, canonical: new URL(response.meta.head.canonical, origin).href },
    breadcrumb: response.meta.breadcrumb.map((item) => ({ label: item.libelle, url: item.url })),
    keywords,
    path,
    basePath,
    filterSegments,
    sort: meta.tri.actif,
    sorts: meta.tri.valeurs.map((sort) => ({ value: sort.valeur, label: sort.libelle })),
    page: meta.pagination.current_page,
    totalPages: meta.pagination.total_pages,
    total: meta.pagination.nb_total_items,
    perPage: meta.pagination.per_page,
    products: list.data.map(toCard),
    facets: meta.facettes.map((facet) => ({
      code: facet.code,
      label: facet.libelle,
      mode: facet.render_mode,
      values: facet.values.map((value) => ({
        label: value.libelle,
        count: value.nb_total_produits,
        active: value.actif,
        value: value.valeur,
        href: withQuery(value.seo_url, keywords, sortParam),
      })),
    })),
    quickFilters: meta.filtres_rapides.map((filter) => ({
      label: filter.libelle,
      count: filter.nb_total_produits,
      active: filter.actif,
      href: withQuery(filter.seo_url, keywords, sortParam),
    })),
    active: meta.facettes_actives.map((filter) => ({
      label: `${filter.libelle} : ${filter.valeur_libelle}`,
      href: withQuery(filter.seo_url, keywords, sortParam),
    })),
    subcategories: attributes.categories.map((category) => ({ label: category.libelle, url: category.url })),
    pushZones: attributes.push_zones.map((zone) => ({
      code: zone.code,
      title: zone.titre,
      html: zone.html_content,
    })),
  };
}

/** The price form (two number inputs, GET): 302 to the list with its `prix-{min}-{max}` segment. */
function priceRedirect(
  url: URL,
  basePath: string,
  filters: string[],
  keywords: string | null,
  sort: string | null,
) {
  if (!url.searchParams.has('prixmin') && !url.searchParams.has('prixmax')) return;
  const segment = priceSegment(url.searchParams.get('prixmin'), url.searchParams.get('prixmax'));
  const others = filters.filter((filter) => !filter.startsWith('prix-'));
  const path = [basePath, ...others.map(encodeURIComponent), ...(segment ? [segment] : [])].join('/');
  throw redirect(listUrl(path, { keywords, sortby: sort }), 302);
}

function listParams(request: Request) {
  const url = new URL(request.url);
  const sortParam = url.searchParams.get('sortby');
  const sort = isListSort(sortParam) ? sortParam : null;
  const page = parsePageIndex(url.searchParams.get('pageindex'));
  return { url, sort, page };
}

/** A page past the last one (404 `page_inexistante`) or a malformed page number (422 on `page`). */
const isPageError = (error: unknown) =>
  isApiError(error) &&
  (error.code === API_ERROR_CODES.pageOutOfRange ||
    (error.code === API_ERROR_CODES.invalidData && !!error.fieldErrors?.page));

/** `/recherche/{filtersQuery...}?keywords=`: no keywords → 301 home; bad page → 301 same search. */
export async function searchLoader(
  request: Request,
  shop: ShopContext,
  filters: string[],
): Promise<ListPageData> {
  const { url, sort, page } = listParams(request);
  const keywords = url.searchParams.get('keywords')?.trim() ?? '';
  if (!keywords) throw redirect('/', 301);
  const path = ['/recherche', ...filters.map(encodeURIComponent)].join('/');
  priceRedirect(url, '/recherche', filters, keywords, sort);
  if (page === 'invalid') throw redirect(listUrl(path, { keywords }), 301);
  const query = listApiQuery(filters, { kind: 'recherche', sort, page, keywords });
  if (!query) throw data({ message: 'Page Not Found' }, { status: 404 });
  let response: ProductListResponse;
  try {
    response = await shop.api.call(endpoints.catalogue.search, { params: { shop: shopId(shop) }, query });
  } catch (error) {
    if (page && isPageError(error)) throw redirect(listUrl(path, { keywords }), 301);
    if (isApiError(error, endpoints.catalogue.search) && error.code === API_ERROR_CODES.invalidData)
      throw data({ message: 'Page Not Found' }, { status: 404 });
    throw toRouteError(error);
  }
  return toPage(url.origin, response, path, '/recherche', filters, keywords, sort);
}

/** The category list: canonical slug and empty category → 301. */
export async function categoryLoader(
  request: Request,
  shop: ShopContext,
  route: CategoryRoute,
): Promise<ListPageData> {
  const { url, sort, page } = listParams(request);
  const basePath = categoryPath(route);
  const filterPath = route.filters.map(encodeURIComponent).join('/');
  const path = filterPath ? `${basePath}/${filterPath}` : basePath;
  priceRedirect(url, basePath, route.filters, null, sort);
  if (page === 'invalid') throw redirect(listUrl(path, { sortby: sort }), 301);
  const query = listApiQuery(route.filters, { kind: 'rayon', sort, page });
  if (!query) throw data({ message: 'Page Not Found' }, { status: 404 });
  let response: ProductListResponse;
  try {
    response = await cachedList(shop, {
      params: { shop: shopId(shop), category: `C-${route.id}` },
      query,
    });
  } catch (error) {
    if (page && isPageError(error)) throw redirect(listUrl(path, { sortby: sort }), 301);
    const { invalidData, categoryNotFound, storeNotFound } = API_ERROR_CODES;
    if (
      isApiError(error, endpoints.catalogue.categoryList) &&
      error.hasCode(invalidData, categoryNotFound, storeNotFound)
    )
      throw data({ message: 'Page Not Found' }, { status: 404 });
    throw toRouteError(error);
  }
  if (response.meta.redirection) throw redirect(response.meta.redirection, 301);
  const canonical = pathOf(response.meta.head.canonical);
  if (canonical && canonical !== basePath) {
    const target = filterPath ? `${canonical}/${filterPath}` : canonical;
    throw redirect(`${target}${url.search}`, 301);
  }
  return toPage(url.origin, response, path, basePath, route.filters, null, sort);
}
