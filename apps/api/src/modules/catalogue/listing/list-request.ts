import { API_ERROR_CODES, catalogueMessages, type ListFilters, type ListSort } from '@cabas/contracts';
import { allergenBit, digitPrefixUpperBound, parseSearchQuery } from '@cabas/domain';
import { HttpError } from '../../../platform/errors.ts';
import type { CatalogueContext } from '../catalogue-context.ts';
import type { CategoryIndex, CategoryNode } from '../shared/category-index.ts';
import type { StoreScope } from '../shared/store-scope.ts';
import type { ListMatch, PlanFilters } from './list-plan.ts';
import type { ListLocation } from './list-urls.ts';

/** A validated request for a product list (search or category). */
export interface ListRequest {
  store: StoreScope;
  ctx: CatalogueContext;
  categories: CategoryIndex;
  /** The category browsed, null for search. */
  scope: CategoryNode | null;
  match: ListMatch;
  filters: ListFilters;
  sort: ListSort;
  page: number;
  pageSize: number;
  location: ListLocation;
}

/**
 * A page number past the last page: 404 with the field `page`, which the web turns into a 301 to the
 * same path without the page index. Malformed page numbers are 422 with that field too.
 */
export function pageOutOfRange(): HttpError {
  return new HttpError(
    404,
    catalogueMessages.pageOutOfRange,
    { page: [catalogueMessages.pageOutOfRange] },
    API_ERROR_CODES.pageOutOfRange,
  );
}

/** Category filter values must be known categories (422 otherwise). */
export function checkCategoryFilter(filters: ListFilters, categories: CategoryIndex): void {
  if (filters.rayon.some((id) => !categories.get(id)))
    throw new HttpError(422, catalogueMessages.filterRayon, {
      'filters.rayon': [catalogueMessages.filterRayon],
    });
}

/** The filters as the list statement applies them (sorted, so that equal lists share a cache key). */
export function planFilters(filters: ListFilters, categories: CategoryIndex): PlanFilters {
  return {
    rayonLeafIds: filters.rayon.length
      ? [...new Set(filters.rayon.flatMap((id) => categories.get(id)?.leafIds ?? []))].sort((a, b) => a - b)
      : null,
    marque: [...filters.marque].sort(),
    nutriscore: [...filters.nutriscore].sort(),
    prix: filters.prix,
    labels: [...filters.labels].sort(),
    allergenMask: filters.allergenes.reduce((mask, code) => mask | allergenBit(code), 0),
  };
}

/** Words, an EAN (or its beginning), or nothing that can match (only stop words). */
export function textMatch(text: string): ListMatch {
  const parsed = parseSearchQuery(text);
  if (parsed.eanPrefix)
    return { kind: 'ean', prefix: parsed.eanPrefix, upper: digitPrefixUpperBound(parsed.eanPrefix) };
  return parsed.tokens.length ? { kind: 'words', tokens: parsed.tokens } : { kind: 'none' };
}
