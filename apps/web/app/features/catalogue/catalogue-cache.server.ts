import { type EndpointDefinition, type EndpointResponse, endpointPath, endpoints } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import type { CallRest } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { type CacheSize, createCache } from '../../lib/cache.server.ts';
import { CACHE_SIZES, CATALOGUE_CACHE_MS } from '../../lib/cache-sizes.server.ts';
import { type ShopContext, shopContext } from '../../lib/context.server.ts';
import { readSession } from '../../lib/session.server.ts';

/**
 * Catalogue answers that are the same for every visitor of a store — a category list, a product
 * sheet and its reviews — kept by the storefront's server for as long as the API keeps them (10 s,
 * `CATALOGUE_CACHE_MS`), so that a busy page is rendered without a round trip to the API and a
 * JSON parse each time. The key is the call's path with its query, which holds the store. Visitors
 * and non-pro customers see the same catalogue (the API hides pro-only products from both), so
 * their calls go without a token and share the cache; a pro customer's calls carry the token
 * (pro-only products included) and are never kept. Searches are not kept here: the API records
 * each in the visitor's history. Errors are never kept (the national retry and the redirects see
 * each one).
 */
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
  const pro: ShopContext = {
    ...shop,
    api: { ...shop.api, request: authed.request, call: authed.call },
  };
  proShops.add(pro);
  return pro;
}

/** A declared catalogue call whose answers are kept for every visitor of the store. */
function cachedCall<E extends EndpointDefinition>(endpoint: E, size: CacheSize) {
  const cache = createCache<EndpointResponse<E>>(size);
  return (shop: ShopContext, ...rest: CallRest<E>): Promise<EndpointResponse<E>> => {
    const load = () => shop.api.call(endpoint, ...rest);
    if (CATALOGUE_CACHE_MS === 0 || proShops.has(shop)) return load();
    const [args] = rest;
    const { params, query } = (args ?? {}) as { params?: Record<string, unknown>; query?: unknown };
    const path = endpointPath(endpoint, params);
    return cache.get(query === undefined ? path : `${path}?${JSON.stringify(query)}`, load);
  };
}

/** A category list (`navigation-content`). */
export const cachedList = cachedCall(endpoints.catalogue.categoryList, CACHE_SIZES.catalogueLists);

/** A product sheet. */
export const cachedSheet = cachedCall(endpoints.catalogue.product, CACHE_SIZES.catalogueSheets);

/** A page of a product's reviews. */
export const cachedReviews = cachedCall(endpoints.catalogue.reviews, CACHE_SIZES.catalogueReviews);
