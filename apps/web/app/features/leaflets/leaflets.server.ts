import {
  API_ERROR_CODES,
  endpoints,
  type LeafletListResponse,
  type LeafletResponse,
  leafletMessages,
  leafletSlugParam,
} from '@cabas/contracts';
import { data, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { createCache } from '../../lib/cache.server.ts';
import { CACHE_SIZES } from '../../lib/cache-sizes.server.ts';
import type { ShopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { toCard } from '../catalogue/index.ts';
import {
  type LeafletListData,
  type LeafletMissingData,
  type LeafletPageData,
  leafletPath,
  type Variant,
  validity,
} from './leaflet-model.ts';

/*
 * The leaflet pages' data. The API's answers are the same for every visitor of a store, so they are
 * kept here for the catalogue's cache time (the API keeps them as long); errors are never kept.
 */
const lists = createCache<LeafletListResponse>(CACHE_SIZES.leaflets);
const leaflets = createCache<LeafletResponse>(CACHE_SIZES.leaflets);

/** A leaflet address in national mode: leaflets are a store's. */
const NO_STORE = 'Les prospectus sont ceux de votre magasin : choisissez-le pour voir ses promotions.';

const notFound = () => data({ message: 'Page Not Found' }, { status: 404 });

/** `/prospectus` (and the kiosk's start page): the store's running and coming leaflets. */
export async function leafletListLoader(shop: ShopContext, variant: Variant): Promise<LeafletListData> {
  if (shop.storeId === null) return { national: true, storeName: null, leaflets: [] };
  const storeId = shop.storeId;
  let answer: LeafletListResponse;
  try {
    answer = await lists.get(String(storeId), () =>
      shop.api.call(endpoints.leaflets.list, { params: { id: storeId } }),
    );
  } catch (error) {
    throw toRouteError(error);
  }
  return {
    national: answer.meta.magasin.isNational,
    storeName: answer.meta.magasin.name,
    leaflets: answer.data.map(({ attributes: a }) => ({
      slug: a.slug,
      href: leafletPath(variant, a.slug),
      title: a.titre,
      kind: a.type_offre,
      validity: validity(a.date_debut, a.date_fin),
      coming: a.statut === 'a_venir',
      pages: a.nb_pages,
      products: a.nb_produits,
      cover: a.couverture,
    })),
  };
}

/** The slug and page number of a leaflet address's splat: `slug` or `slug/n`; null when malformed. */
export function parseLeafletSplat(splat: string | undefined): { slug: string; page: number | null } | null {
  const [slug, page, ...rest] = (splat ?? '').split('/');
  if (rest.length || !leafletSlugParam.safeParse(slug).success) return null;
  if (page === undefined || page === '') return { slug: slug!, page: null };
  return /^[1-9]\d{0,2}$/.test(page) ? { slug: slug!, page: Number(page) } : null;
}

/**
 * `/prospectus/{slug}` and `/prospectus/{slug}/{page}` (and the kiosk's): one page of a leaflet. A
 * leaflet the store does not offer answers the "not offered" page with 404, an ended one the "no
 * longer offered" page with 410 (as data: the page is this route's own, in its frame).
 */
export async function leafletLoader(
  shop: ShopContext,
  splat: string | undefined,
  variant: Variant,
): Promise<LeafletPageData | ReturnType<typeof data<LeafletMissingData>>> {
  const parsed = parseLeafletSplat(splat);
  if (!parsed) throw notFound();
  if (parsed.page === 1) throw redirect(leafletPath(variant, parsed.slug), 301);
  if (shop.storeId === null) return data({ missing: 'magasin', message: NO_STORE }, { status: 404 });
  const storeId = shop.storeId;
  let answer: LeafletResponse;
  try {
    answer = await leaflets.get(`${storeId}:${parsed.slug}`, () =>
      shop.api.call(endpoints.leaflets.get, { params: { id: storeId, slug: parsed.slug } }),
    );
  } catch (error) {
    if (isApiError(error) && error.code === API_ERROR_CODES.leafletNotFound)
      return data({ missing: 'inconnu', message: leafletMessages.notFound }, { status: 404 });
    if (isApiError(error) && error.code === API_ERROR_CODES.leafletExpired)
      return data({ missing: 'expire', message: leafletMessages.expired }, { status: 410 });
    if (isApiError(error) && error.code === API_ERROR_CODES.badRequest) throw notFound();
    throw toRouteError(error);
  }
  const a = answer.data.attributes;
  const number = parsed.page ?? 1;
  const page = a.pages.find((p) => p.numero === number);
  if (!page) throw notFound();
  return {
    leaflet: {
      slug: a.slug,
      title: a.titre,
      kind: a.type_offre,
      validity: validity(a.date_debut, a.date_fin),
      coming: a.statut === 'a_venir',
      pageCount: a.pages.length,
    },
    storeName: answer.meta.magasin.name,
    page: { number, products: page.produits.map(toCard) },
  };
}
