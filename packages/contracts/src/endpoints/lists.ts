import { endpoint } from '../endpoint.ts';
import { CART_ERROR_CODES } from '../error-codes/cart.ts';
import { LISTS_ERROR_CODES as L } from '../error-codes/lists.ts';
import {
  addListItemBody,
  createListBody,
  deleteListItemsBody,
  listParams,
  listQuery,
  listsQuery,
  renameListBody,
  saveCartListBody,
  saveCartListResponseSchema,
  shoppingListResponseSchema,
  shoppingListsResponseSchema,
} from '../lists.ts';

const tags = ['listes'] as const;
const storeNotFound = CART_ERROR_CODES.storeNotFound;

/** The logged-in client's shopping lists (`/me/listes`); another client's list is unknown (404). */
export const listsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/me/listes',
    summary: 'Listes de courses du client, comptées pour un magasin',
    tags,
    query: listsQuery,
    response: shoppingListsResponseSchema,
    errors: [storeNotFound],
  }),
  create: endpoint({
    method: 'POST',
    path: '/me/listes',
    summary: 'Crée une liste de courses (titre, produits)',
    tags,
    body: createListBody,
    response: shoppingListResponseSchema,
    status: 201,
    errors: [storeNotFound, L.listProductUnknown],
  }),
  saveCart: endpoint({
    method: 'POST',
    path: '/me/listes/panier',
    summary:
      'Enregistre le panier (magasin, type) dans une nouvelle liste (201) ou à la place d’une liste (200, meta.ecrasee)',
    tags,
    body: saveCartListBody,
    response: saveCartListResponseSchema,
    status: 201,
    errors: [storeNotFound, L.listUnknown, L.listCartEmpty],
  }),
  get: endpoint({
    method: 'GET',
    path: '/me/listes/:id',
    summary: 'Une liste de courses, ses produits au prix du magasin',
    tags,
    params: listParams,
    query: listQuery,
    response: shoppingListResponseSchema,
    errors: [storeNotFound, L.listUnknown],
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/me/listes/:id',
    summary: 'Renomme une liste de courses',
    tags,
    params: listParams,
    query: listQuery,
    body: renameListBody,
    response: shoppingListResponseSchema,
    errors: [storeNotFound, L.listUnknown],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/me/listes/:id',
    summary: 'Supprime une liste de courses',
    tags,
    params: listParams,
    response: null,
    status: 204,
    errors: [L.listUnknown],
  }),
  addItem: endpoint({
    method: 'POST',
    path: '/me/listes/:id/items',
    summary: 'Ajoute un produit (quantité 1)',
    tags,
    params: listParams,
    body: addListItemBody,
    response: shoppingListResponseSchema,
    errors: [storeNotFound, L.listUnknown, L.listProductUnknown],
  }),
  removeItems: endpoint({
    method: 'POST',
    path: '/me/listes/:id/items/suppression',
    summary: 'Retire des produits (ids des lignes)',
    tags,
    params: listParams,
    body: deleteListItemsBody,
    response: shoppingListResponseSchema,
    errors: [storeNotFound, L.listUnknown],
  }),
} as const;
