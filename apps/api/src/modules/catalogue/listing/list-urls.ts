import {
  DEFAULT_LIST_SORT,
  FILTER_CODES,
  type FilterCode,
  filterSegment,
  type LabelFilter,
  type ListFilters,
  type ListSort,
  PRO_ONLY_FILTER,
} from '@cabas/contracts';

/**
 * Web paths of product lists with their filters as path segments (category
 * `/{slug...}/{lastSlug}-c-{id}/{filtersQuery...}` and search `/recherche/{filtersQuery...}?keywords=`).
 * Filters are written in one order (`produits-pro` first, then codes as in FILTER_CODES, values sorted),
 * so one list has one URL.
 */
export interface ListLocation {
  /** `/recherche` or the category's path. */
  basePath: string;
  keywords: string | null;
  sort: ListSort;
}

const centsText = (cents: number) => String(cents / 100);

/** The values of a filter code as they appear in URLs and in `filters[code][n]`. */
export function filterValues(filters: ListFilters, code: FilterCode): string[] {
  switch (code) {
    case 'rayon':
      return filters.rayon.map(String);
    case 'prix':
      return filters.prix ? [`${centsText(filters.prix.minCents)}-${centsText(filters.prix.maxCents)}`] : [];
    case 'marque':
      return filters.marque;
    case 'nutriscore':
      return filters.nutriscore;
    case 'labels':
      return filters.labels;
    case 'allergenes':
      return filters.allergenes;
  }
}

export function listPath(location: ListLocation, filters: ListFilters): string {
  const segments: string[] = filters.proOnly ? [PRO_ONLY_FILTER.segment] : [];
  for (const code of FILTER_CODES)
    for (const value of [...filterValues(filters, code)].sort()) segments.push(filterSegment(code, value));
  const path = [location.basePath, ...segments.map(encodeURIComponent)].join('/');
  const query = new URLSearchParams();
  if (location.keywords) query.set('keywords', location.keywords);
  if (location.sort !== DEFAULT_LIST_SORT) query.set('sortby', location.sort);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The filters with one value added, or removed when it is already there. */
export function toggleFilter(filters: ListFilters, code: FilterCode, value: string): ListFilters {
  const toggle = <T extends string | number>(list: readonly T[], v: T) =>
    list.includes(v) ? list.filter((x) => x !== v) : [...list, v];
  switch (code) {
    case 'rayon':
      return { ...filters, rayon: toggle(filters.rayon, Number(value)) };
    case 'marque':
      return { ...filters, marque: toggle(filters.marque, value) };
    case 'nutriscore':
      return { ...filters, nutriscore: toggle(filters.nutriscore, value) };
    case 'labels':
      return { ...filters, labels: toggle(filters.labels, value as LabelFilter) };
    case 'allergenes':
      return { ...filters, allergenes: toggle(filters.allergenes, value) };
    case 'prix':
      return { ...filters, prix: null };
  }
}
