import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import { orderListQuery, orderListResponse, orderParams, orderResponse, orderTitleBody } from '../orders.ts';

const tags = ['commandes'];

/** The orders of the logged-in client (401 otherwise; another client's order is 404). */
export const ordersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/me/commandes',
    summary: 'Les commandes du client, les plus récentes d’abord',
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
    response: orderResponse,
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
