import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  orderGetQuery,
  orderListQuery,
  orderListResponse,
  orderParams,
  orderProductsResponse,
  orderResponse,
  orderTitleBody,
} from '../orders.ts';

const tags = ['commandes'];

/** The orders of the logged-in client (401 otherwise; another client's order is 404). */
export const ordersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/me/commandes',
    summary:
      'Les commandes du client : en cours ou archivées (archive=1), filtres (montant, dates, période, magasin, carte, garantie), tri, pages',
    tags,
    query: orderListQuery,
    response: orderListResponse,
    errors: [],
  }),
  get: endpoint({
    method: 'GET',
    path: '/me/commandes/:id',
    summary: 'Une commande du client',
    tags,
    params: orderParams,
    query: orderGetQuery,
    response: orderResponse,
    errors: [CODES.orderNotFound],
  }),
  products: endpoint({
    method: 'GET',
    path: '/me/commandes/:id/produits',
    summary: 'Les produits d’une commande, avec leur suivi et leur disponibilité au magasin',
    tags,
    params: orderParams,
    response: orderProductsResponse,
    errors: [CODES.orderNotFound],
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/me/commandes/:id',
    summary: 'Nomme une commande',
    tags,
    params: orderParams,
    body: orderTitleBody,
    response: orderResponse,
    errors: [CODES.orderNotFound],
  }),
} as const;
