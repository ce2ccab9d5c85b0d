import { API_ERROR_CODES, endpoints, type ProductInfoGroup, type ProductInfos } from '@cabas/contracts';
import { data, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import type { ShopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';

export interface InfoConsoData {
  ean: string;
  designation: string;
  brand: string;
  image: string | null;
  groups: ProductInfoGroup[];
}

/** `/infoconso/{ean}`: the consumer information of one product, found by its EAN. */
export async function infoConsoLoader(shop: ShopContext, ean: string): Promise<InfoConsoData> {
  let entries: ProductInfos[];
  try {
    entries = (await shop.api.call(endpoints.catalogue.productInfosSearch, { query: { query: ean } })).data;
  } catch (error) {
    if (
      isApiError(error, endpoints.catalogue.productInfosSearch) &&
      error.code === API_ERROR_CODES.invalidData
    )
      throw data({ message: 'Page Not Found' }, { status: 404 });
    throw toRouteError(error);
  }
  const entry = entries.find((item) => item.attributes.ean === ean);
  if (!entry) throw data({ message: 'Page Not Found' }, { status: 404 });
  const a = entry.attributes;
  return {
    ean: a.ean,
    designation: a.designation,
    brand: a.marque?.trim() ? a.marque : 'SANS MARQUE',
    image: a.photos[0] ?? null,
    groups: a.groupes,
  };
}

export interface InfoConsoSearchData {
  query: string;
  /** The API's message for a query it refuses (too short, too long). */
  error: string | null;
  /** `null` before any search. */
  results: { ean: string; designation: string; brand: string; url: string }[] | null;
}

/**
 * `/infoconso?query=` (bare layout): finds the products whose consumer information to show, by
 * words or EAN; one product found by its exact EAN opens its page directly.
 */
export async function infoConsoSearchLoader(
  request: Request,
  shop: ShopContext,
): Promise<InfoConsoSearchData> {
  const query = new URL(request.url).searchParams.get('query')?.trim() ?? '';
  if (!query) return { query, error: null, results: null };
  let entries: ProductInfos[];
  try {
    entries = (await shop.api.call(endpoints.catalogue.productInfosSearch, { query: { query } })).data;
  } catch (error) {
    if (
      isApiError(error, endpoints.catalogue.productInfosSearch) &&
      error.code === API_ERROR_CODES.invalidData
    )
      return { query, error: error.fieldErrors?.query?.[0] ?? error.message, results: null };
    throw toRouteError(error);
  }
  const exact = entries.length === 1 && entries[0]!.attributes.ean === query ? entries[0] : undefined;
  if (exact) throw redirect(`/infoconso/${exact.attributes.ean}`, 302);
  return {
    query,
    error: null,
    results: entries.map(({ attributes: a }) => ({
      ean: a.ean,
      designation: a.designation,
      brand: a.marque?.trim() ? a.marque : 'SANS MARQUE',
      url: `/infoconso/${a.ean}`,
    })),
  };
}
