/**
 * Pure helpers of the product lists and cards: API query from the URL
 * filter segments, list URLs (sort, page), designation and advantage truncation, advantage order.
 */
import {
  type FilterCode,
  LIST_SORTS,
  type ListSort,
  NON_PRO_FILTER,
  PRO_ONLY_FILTER,
  parseFilterSegment,
} from '@cabas/contracts';

/** The national store, used when the visitor has not chosen one. */
export const NATIONAL_STORE_ID = 999;

/** Designation truncated at 78 characters on desktop, 75 on mobile. */
export const DESIGNATION_MAX = { desktop: 78, mobile: 75 } as const;
/** Advantage texts cut at 40 characters (first line) and 30 (the others). */
export const ADVANTAGE_TEXT_MAX = { first: 40, other: 30 } as const;
/** Advantages shown in this order. */
export const ADVANTAGE_ORDER = ['RI', 'OR', 'ODR', 'EC', 'PF'] as const;
/** Push zones: grid positions 3, 4 and 13; list positions 3 and 6. */
export const PUSH_POSITIONS = { grid: [3, 4, 13], list: [3, 6] } as const;
/** An impression event every 6 items. */
export const IMPRESSION_BATCH = 6;

/** Cuts a text at `max` characters (ellipsis included), on a word boundary when one is close. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const base = space >= max * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * A lot advantage is "lot 2, or lot 1 with more than 1 product" (the rule of
 * @cabas/domain `isLotAdvantage`, which the storefront does not depend on).
 */
export function isLotOffer(advantage: { lot: number | null; nb_pdt_lot: number | null }): boolean {
  return advantage.lot === 2 || (advantage.lot === 1 && (advantage.nb_pdt_lot ?? 0) > 1);
}

/** Orders advantages RI, OR, ODR, EC, PF (unknown types last, original order kept). */
export function orderAdvantages<T extends { type_avantage: string }>(advantages: readonly T[]): T[] {
  const rank = (type: string) => {
    const at = (ADVANTAGE_ORDER as readonly string[]).indexOf(type);
    return at < 0 ? ADVANTAGE_ORDER.length : at;
  };
  return advantages
    .map((advantage, index) => ({ advantage, index }))
    .sort((a, b) => rank(a.advantage.type_avantage) - rank(b.advantage.type_avantage) || a.index - b.index)
    .map((entry) => entry.advantage);
}

export function isListSort(value: string | null | undefined): value is ListSort {
  return !!value && LIST_SORTS.some((sort) => sort.valeur === value);
}

/** A strictly positive page index, `null` when absent, `'invalid'` when malformed. */
export function parsePageIndex(value: string | null): number | null | 'invalid' {
  if (value === null || value === '') return null;
  if (!/^[1-9]\d{0,5}$/.test(value)) return 'invalid';
  return Number(value);
}

/**
 * The API query of a list from its URL filter segments, sort and page:
 * `nutriscore-a` → `filters[nutriscore][]=a`; `produits-pro` → the pro facet's pro-only value
 * (`filters[CORAPRO][]=skus.corapro=true` for a search, `NW-13260-corapro~1` for a category).
 * `null` when a segment is not a filter.
 */
export function listApiQuery(
  segments: readonly string[],
  options: {
    kind: 'recherche' | 'rayon';
    sort?: ListSort | null;
    page?: number | null;
    keywords?: string | null;
  },
): Record<string, string | string[]> | null {
  const query: Record<string, string | string[]> = {};
  const byCode = new Map<FilterCode, string[]>();
  for (const segment of segments) {
    if (segment === PRO_ONLY_FILTER.segment) {
      if (options.kind === 'recherche')
        query[`filters[${NON_PRO_FILTER.searchCode}][]`] = [PRO_ONLY_FILTER.searchValue];
      else query[`filters[${NON_PRO_FILTER.categoryCode}][]`] = [PRO_ONLY_FILTER.categoryValue];
      continue;
    }
    const filter = parseFilterSegment(segment);
    if (!filter) return null;
    byCode.set(filter.code, [...(byCode.get(filter.code) ?? []), filter.value]);
  }
  for (const [code, values] of byCode) query[`filters[${code}][]`] = values;
  if (options.keywords) query.query = options.keywords;
  if (options.sort) query['sort-by'] = options.sort;
  if (options.page && options.page > 1) query.page = String(options.page);
  return query;
}

/** A list URL with its query (`keywords`, `sortby`, `pageindex`), empty values left out. */
export function listUrl(
  path: string,
  params: { keywords?: string | null; sortby?: string | null; pageindex?: number | null },
): string {
  const search = new URLSearchParams();
  if (params.keywords) search.set('keywords', params.keywords);
  if (params.sortby) search.set('sortby', params.sortby);
  if (params.pageindex && params.pageindex > 1) search.set('pageindex', String(params.pageindex));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The path part of an API `seo_url` (its query dropped), or the URL itself. */
export function pathOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? url : url.slice(0, at);
}

/** The URL filter segment of a price range in euros (`prix-1.5-4`), `null` when not a valid range. */
export function priceSegment(min: string | null, max: string | null): string | null {
  const number = /^\d{1,5}(?:[.,]\d{1,2})?$/;
  if (!min || !max || !number.test(min) || !number.test(max)) return null;
  const a = Number(min.replace(',', '.'));
  const b = Number(max.replace(',', '.'));
  if (a > b) return null;
  return `prix-${a}-${b}`;
}

/** Where an item goes in a list with push zones: zone `i` before the item at its position (1-based). */
export function pushZoneSlots(layout: 'grid' | 'list', zones: number): number[] {
  return PUSH_POSITIONS[layout].slice(0, zones);
}

/** Splits a run of items into impression batches of 6, from `from` (items already counted). */
export function impressionBatches<T>(items: readonly T[], from: number): T[][] {
  const batches: T[][] = [];
  for (let at = from; at < items.length; at += IMPRESSION_BATCH) {
    batches.push(items.slice(at, at + IMPRESSION_BATCH));
  }
  return batches;
}
