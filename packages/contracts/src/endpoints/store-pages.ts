import { endpoint } from '../endpoint.ts';
import { CATALOGUE_ERROR_CODES } from '../error-codes/catalogue.ts';
import { STORE_PAGES_ERROR_CODES } from '../error-codes/store-pages.ts';
import {
  blogArticleParams,
  blogArticleResponseSchema,
  blogListQuery,
  blogListResponseSchema,
  fuelPricesResponseSchema,
  storePushZonesResponseSchema,
  storeSitemapResponseSchema,
} from '../store-pages.ts';
import { storeIdParams } from '../stores.ts';

const tags = ['magasins'];
const { storeNotFound } = CATALOGUE_ERROR_CODES;

/** What a store page shows beside the store itself: fuel prices, push zones and the store's blog. */
export const storePagesEndpoints = {
  fuelPrices: endpoint({
    method: 'GET',
    path: '/magasins/:id/carburants',
    summary: 'Prix des carburants de la station du magasin, avec leur date de mise à jour',
    tags,
    params: storeIdParams,
    response: fuelPricesResponseSchema,
    errors: [storeNotFound],
  }),
  pushZones: endpoint({
    method: 'GET',
    path: '/magasins/:id/push-zones',
    summary: 'Zones de mise en avant de la page du magasin',
    tags,
    params: storeIdParams,
    response: storePushZonesResponseSchema,
    errors: [storeNotFound],
  }),
  blog: endpoint({
    method: 'GET',
    path: '/magasins/:id/blog',
    summary: 'Articles du blog du magasin, les plus récents d’abord',
    tags,
    params: storeIdParams,
    query: blogListQuery,
    response: blogListResponseSchema,
    errors: [storeNotFound],
  }),
  blogArticle: endpoint({
    method: 'GET',
    path: '/magasins/:id/blog/:articleId',
    summary: 'Un article du blog du magasin',
    tags,
    params: blogArticleParams,
    response: blogArticleResponseSchema,
    errors: [storeNotFound, STORE_PAGES_ERROR_CODES.blogArticleNotFound],
  }),
  sitemap: endpoint({
    method: 'GET',
    path: '/plan-du-site/magasins',
    summary: 'Pages de magasins et articles de blog à lister dans le plan du site',
    tags,
    response: storeSitemapResponseSchema,
    errors: [],
  }),
} as const;
