import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import { staffDayOrdersResponseSchema, staffOrdersParams, staffOrdersQuery } from '../staff-orders.ts';

const tags = ['gestion'] as const;

/** The store's orders on the staff side (issue #37, decision 111). */
export const staffOrdersEndpoints = {
  dayList: endpoint({
    method: 'GET',
    path: '/gestion/magasins/:magasin_id/commandes',
    summary:
      'Les commandes du jour d’un magasin, par créneau, avec leur état, leur mode, les compteurs et les notes des clients ; filtres par état et par mode ; les commandes d’un créneau à la fois (ou de tous)',
    tags,
    params: staffOrdersParams,
    query: staffOrdersQuery,
    response: staffDayOrdersResponseSchema,
    errors: [CODES.staffOnly, CODES.staffStoreRefused, CODES.storeNotFound],
  }),
} as const;
