import {
  communeIdParams,
  communeResponseSchema,
  communesQuery,
  communesResponseSchema,
  deliveryEligibilityQuery,
} from '../communes.ts';
import { endpoint } from '../endpoint.ts';
import { CATALOGUE_ERROR_CODES as codes } from '../error-codes/catalogue.ts';
import {
  deliveryCommunesResponseSchema,
  deliveryEligibilityResponseSchema,
  shopInfoQuery,
  shopInfosQuery,
  shopInfosResponseSchema,
  storeIdParams,
  storeListQuery,
  storeListResponseSchema,
  storeResponseSchema,
} from '../stores.ts';

const tags = ['magasins'];

/** The stores, their messages and delivery communes, and the communes of a postal code. */
export const storesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/magasins',
    summary:
      'Recherche de magasins (texte, code postal ou position, filtres type, mode, service, ouvert, carburant), au plus 30 à moins de 30 km',
    tags,
    query: storeListQuery,
    response: storeListResponseSchema,
    errors: [],
  }),
  get: endpoint({
    method: 'GET',
    path: '/magasins/:id',
    summary: 'Un magasin',
    tags,
    params: storeIdParams,
    response: storeResponseSchema,
    errors: [codes.storeNotFound],
  }),
  deliveryCommunes: endpoint({
    method: 'GET',
    path: '/magasins/:id/communes-livraison',
    summary: 'Communes livrées par le magasin',
    tags,
    params: storeIdParams,
    response: deliveryCommunesResponseSchema,
    errors: [codes.storeNotFound],
  }),
  deliveryEligibility: endpoint({
    method: 'GET',
    path: '/magasins/:id/eligibilite-livraison',
    summary: 'Éligibilité d’une commune à la livraison à domicile du magasin',
    tags,
    params: storeIdParams,
    query: deliveryEligibilityQuery,
    response: deliveryEligibilityResponseSchema,
    errors: [codes.storeNotFound],
  }),
  storeInfos: endpoint({
    method: 'GET',
    path: '/magasins/:id/infos',
    summary: 'Messages d’information du magasin (message_info, message_alerte)',
    tags,
    params: storeIdParams,
    query: shopInfoQuery,
    response: shopInfosResponseSchema,
    errors: [codes.storeNotFound],
  }),
  shopInfos: endpoint({
    method: 'GET',
    path: '/infos',
    summary: 'Messages d’information de la boutique, du magasin courant ou nationaux',
    tags,
    query: shopInfosQuery,
    response: shopInfosResponseSchema,
    errors: [codes.storeNotFound],
  }),
  communes: endpoint({
    method: 'GET',
    path: '/communes',
    summary: 'Communes d’un code postal',
    tags: ['communes'],
    query: communesQuery,
    response: communesResponseSchema,
    errors: [],
  }),
  communeSuggestions: endpoint({
    method: 'GET',
    path: '/adresseSuggestions/communes',
    summary: 'Communes proposées pour un code postal (formulaires d’adresse)',
    tags: ['communes'],
    query: communesQuery,
    response: communesResponseSchema,
    errors: ['introuvable'],
  }),
  commune: endpoint({
    method: 'GET',
    path: '/communes/:id',
    summary: 'Une commune',
    tags: ['communes'],
    params: communeIdParams,
    response: communeResponseSchema,
    errors: [codes.communeNotFound],
  }),
} as const;
