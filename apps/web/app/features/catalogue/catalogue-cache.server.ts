import type { RouterContextProvider } from 'react-router';
import type { Query } from '../../lib/api-client.server.ts';
import { createCache } from '../../lib/cache.server.ts';
import { CACHE_SIZES, CATALOGUE_CACHE_MS } from '../../lib/cache-sizes.server.ts';
import { type ShopContext, shopContext } from '../../lib/context.server.ts';
import { authedApi } from '../auth/authed-api.server.ts';
import { readSession } from '../auth/session.server.ts';

/**
 * Catalogue answers that are the same for every visitor of a store — a category list, a product
 * sheet and its reviews — kept by the storefront's server for as long as the API keeps them (10 s,
 * `CATALOGUE_CACHE_MS`), so that a busy page is rendered without a round trip to the API and a
 * JSON parse each time. The key is the API path with its query, which holds the store. Visitors
 * and non-pro customers see the same catalogue (the API hides pro-only products from both), so
 * their calls go without a token and share the cache; a pro customer's calls carry the token
 * (pro-only products included) and are never kept. Searches are not kept here: the API records
 * each in the visitor's history. Errors are never kept (the national retry and the redirects see
 * each one).
 */
const lists = createCache<unknown>(CACHE_SIZES.catalogueLists);
const sheets = createCache<unknown>(CACHE_SIZES.catalogueSheets);

/** Shop contexts whose API client carries a pro customer's token. */
const proShops = new WeakSet<ShopContext>();

/**
 * The shop context for the catalogue calls of a request: the shared one, or for a pro customer one
 * whose API calls carry the customer's token (refreshed when it has expired).
 */
export async function catalogueShop(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ShopContext> {
  const shop = context.get(shopContext);
  const session = await readSession(request);
  if (!session?.isPro) return shop;
  const authed = await authedApi(request, context);
  const pro: ShopContext = { ...shop, api: { ...shop.api, request: authed.request, get: authed.get } };
  proShops.add(pro);
  return pro;
}

function cachedGet<T>(cache: typeof lists, shop: ShopContext, path: string, query?: Query): Promise<T> {
  if (CATALOGUE_CACHE_MS === 0 || proShops.has(shop))
    return shop.api.get<T>(path, query ? { query } : undefined);
  const key = query ? `${path}?${JSON.stringify(query)}` : path;
  return cache.get(key, () => shop.api.get<T>(path, query ? { query } : undefined)) as Promise<T>;
}

/** A category list (`navigation-content`). */
export const cachedList = <T>(shop: ShopContext, path: string, query?: Query) =>
  cachedGet<T>(lists, shop, path, query);

/** A product sheet or a page of its reviews. */
export const cachedSheet = <T>(shop: ShopContext, path: string, query?: Query) =>
  cachedGet<T>(sheets, shop, path, query);
