import { endpoint } from '../endpoint.ts';
import { CATALOGUE_ERROR_CODES } from '../error-codes/catalogue.ts';
import { LEAFLETS_ERROR_CODES as codes } from '../error-codes/leaflets.ts';
import {
  leafletListResponseSchema,
  leafletParams,
  leafletResponseSchema,
  leafletStoreParams,
} from '../leaflets.ts';

const tags = ['prospectus'];

/** The leaflets of a store, built from its promotions (kept by the API for a few seconds). */
export const leafletsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/magasins/:id/prospectus',
    summary: 'Prospectus en cours et à venir du magasin',
    tags,
    params: leafletStoreParams,
    response: leafletListResponseSchema,
    errors: [CATALOGUE_ERROR_CODES.storeNotFound],
  }),
  get: endpoint({
    method: 'GET',
    path: '/magasins/:id/prospectus/:slug',
    summary: 'Un prospectus du magasin et ses pages (404 : non proposé ; 410 : plus proposé)',
    tags,
    params: leafletParams,
    response: leafletResponseSchema,
    errors: [CATALOGUE_ERROR_CODES.storeNotFound, codes.leafletNotFound, codes.leafletExpired],
  }),
} as const;
