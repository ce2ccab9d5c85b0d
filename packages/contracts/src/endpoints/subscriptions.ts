import { endpoint } from '../endpoint.ts';
import { CART_ERROR_CODES } from '../error-codes/cart.ts';
import { SUBSCRIPTIONS_ERROR_CODES as CODES } from '../error-codes/subscriptions.ts';
import { storeIdParams } from '../stores.ts';
import {
  subscriptionListResponse,
  subscriptionOfferResponse,
  subscriptionPurchaseBody,
  subscriptionPurchaseResponse,
} from '../subscriptions.ts';

const tags = ['abonnements'] as const;

/** Delivery subscriptions: the client's own (owner only), a store's offer, and buying one. */
export const subscriptionsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/me/abonnements',
    summary: 'Abonnements livraison du client, en cours et terminés (403 pour un client pro)',
    tags,
    response: subscriptionListResponse,
    errors: [CODES.subscriptionsProForbidden],
  }),
  offer: endpoint({
    method: 'GET',
    path: '/magasins/:id/abonnement-livraison',
    summary: "Offre d'abonnement livraison d'un magasin (durées, prix) et son état pour le client",
    tags,
    params: storeIdParams,
    response: subscriptionOfferResponse,
    errors: [CART_ERROR_CODES.storeNotFound],
  }),
  purchase: endpoint({
    method: 'POST',
    path: '/me/abonnements',
    summary: "Souscrit une offre d'abonnement : ouvre le paiement sur la page de paiement hébergée",
    tags,
    body: subscriptionPurchaseBody,
    response: subscriptionPurchaseResponse,
    status: 201,
    errors: [
      CODES.subscriptionsProForbidden,
      CODES.subscriptionNotOffered,
      CODES.subscriptionAlreadyCurrent,
      CODES.subscriptionMaximumReached,
      CODES.subscriptionOfferNotFound,
      CART_ERROR_CODES.storeNotFound,
    ],
  }),
} as const;
