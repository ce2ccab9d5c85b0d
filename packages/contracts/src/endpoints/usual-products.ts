import { endpoint } from '../endpoint.ts';
import { CART_ERROR_CODES } from '../error-codes/cart.ts';
import { USUAL_PRODUCTS_ERROR_CODES } from '../error-codes/usual-products.ts';
import {
  deleteUsualItemsBody,
  rhythmBasketResponseSchema,
  usualItemParams,
  usualProductsQuery,
  usualProductsResponseSchema,
  usualStoreQuery,
  usualSuggestionsResponseSchema,
} from '../usual-products.ts';

const tags = ['produits-habituels'] as const;
const storeErrors = [CART_ERROR_CODES.storeNotFound, CART_ERROR_CODES.nationalStore];

/** The logged-in client's usual products (`/me/smartlistes`), from their own orders and receipts only. */
export const usualProductsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/me/smartlistes',
    summary: 'Produits habituels du client (commandes et tickets de caisse), au prix du magasin',
    tags,
    query: usualProductsQuery,
    response: usualProductsResponseSchema,
    errors: storeErrors,
  }),
  suggestions: endpoint({
    method: 'GET',
    path: '/me/smartlistes/suggestions',
    summary: 'Produits habituels disponibles qui ne sont dans aucun panier du magasin (10 au plus)',
    tags,
    query: usualStoreQuery,
    response: usualSuggestionsResponseSchema,
    errors: storeErrors,
  }),
  rhythmBasket: endpoint({
    method: 'GET',
    path: '/me/smartlistes/panier-habituel',
    summary: 'Panier habituel proposé selon le rythme d’achat, chaque ligne avec sa raison',
    tags,
    query: usualStoreQuery,
    response: rhythmBasketResponseSchema,
    errors: storeErrors,
  }),
  hideItem: endpoint({
    method: 'DELETE',
    path: '/me/smartlistes/:id/smartlisteItem/:itemId',
    summary: 'Retire un produit des produits habituels (il revient s’il est racheté)',
    tags,
    params: usualItemParams,
    response: null,
    status: 204,
    errors: [...storeErrors, USUAL_PRODUCTS_ERROR_CODES.usualItemUnknown],
  }),
  hideItems: endpoint({
    method: 'POST',
    path: '/me/smartlistes/deleteItems',
    summary: 'Retire plusieurs produits des produits habituels, tous ou aucun',
    tags,
    body: deleteUsualItemsBody,
    response: null,
    status: 204,
    errors: [...storeErrors, USUAL_PRODUCTS_ERROR_CODES.usualItemUnknown],
  }),
} as const;
