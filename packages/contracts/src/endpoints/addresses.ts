import { billingAddressBody, billingAddressResponse } from '../account-extras.ts';
import {
  addressListQuery,
  addressParams,
  deliveryAddressBody,
  deliveryAddressListResponse,
  deliveryAddressResponse,
  deliveryAddressUpdateBody,
} from '../checkout.ts';
import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';

const tags = ['adresses'];

/** The delivery addresses of the logged-in client (401 otherwise; another client's address is 404). */
export const addressesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/me/adresses',
    summary: 'Adresses de livraison du client (livrable selon ?magasin_id)',
    tags,
    query: addressListQuery,
    response: deliveryAddressListResponse,
    errors: [],
  }),
  create: endpoint({
    method: 'POST',
    path: '/me/adresses',
    summary: 'Ajoute une adresse de livraison',
    tags,
    body: deliveryAddressBody,
    response: deliveryAddressResponse,
    status: 201,
    errors: [CODES.addressLimitReached],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/me/adresses/:id',
    summary: 'Modifie une adresse, ou la rend adresse par défaut ({defaut: true})',
    tags,
    params: addressParams,
    body: deliveryAddressUpdateBody,
    response: deliveryAddressResponse,
    errors: [CODES.addressNotFound],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/me/adresses/:id',
    summary: 'Supprime une adresse de livraison',
    tags,
    params: addressParams,
    response: null,
    status: 204,
    errors: [CODES.addressNotFound],
  }),
  billing: endpoint({
    method: 'GET',
    path: '/me/adresse-facturation',
    summary: "Adresse de facturation du client (404 tant qu'il n'en a pas)",
    tags,
    response: billingAddressResponse,
    errors: [CODES.billingAddressMissing],
  }),
  saveBilling: endpoint({
    method: 'PUT',
    path: '/me/adresse-facturation',
    summary: "Enregistre l'adresse de facturation (celle des factures)",
    tags,
    body: billingAddressBody,
    response: billingAddressResponse,
    errors: [],
  }),
} as const;
