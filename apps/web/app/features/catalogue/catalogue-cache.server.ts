import type { Query } from '../../lib/api-client.server.ts';
import { createTtlCache } from '../../lib/cache.server.ts';
import type { ShopContext } from '../../lib/context.server.ts';

/**
 * Catalogue answers that are the same for every visitor of a store — a category list, a product
 * sheet and its reviews — kept by the storefront's server for as long as the API keeps them (10 s,
 * `CATALOGUE_CACHE_MS`), so that a busy page is rendered without a round trip to the API and a
 * JSON parse each time. The key is the API path with its query, which holds the store; the
 * catalogue calls go without the shopper's token (the API answers them as to a non-pro visitor),
 * so nothing else varies. Searches are not kept here: the API records each in the visitor's history.
 * Errors are never kept (the national retry and the redirects see each one).
 */
const TTL_MS = (() => {
  const raw = process.env.CATALOGUE_CACHE_MS;
  const value = raw === undefined || raw === '' ? 10_000 : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : 10_000;
})();

const lists = createTtlCache<unknown>(TTL_MS, 200);
const sheets = createTtlCache<unknown>(TTL_MS, 2000);

function cachedGet<T>(cache: typeof lists, shop: ShopContext, path: string, query?: Query): Promise<T> {
  if (TTL_MS === 0) return shop.api.get<T>(path, query ? { query } : undefined);
  const key = query ? `${path}?${JSON.stringify(query)}` : path;
  return cache.get(key, () => shop.api.get<T>(path, query ? { query } : undefined)) as Promise<T>;
}

/** A category list (`navigation-content`). */
export const cachedList = <T>(shop: ShopContext, path: string, query?: Query) =>
  cachedGet<T>(lists, shop, path, query);

/** A product sheet or a page of its reviews. */
export const cachedSheet = <T>(shop: ShopContext, path: string, query?: Query) =>
  cachedGet<T>(sheets, shop, path, query);
