import {
  newsletterListResponse,
  newsletterParams,
  newsletterResponse,
  smsOptinBody,
  smsOptinResponse,
  subscribeNewsletterBody,
  unsubscribeBody,
  unsubscribeResponse,
} from '../account-extras.ts';
import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';

const tags = ['newsletters'];

/**
 * The store newsletters of the logged-in client and the SMS order-tracking opt-in; the unsubscribe
 * call of the e-mails' links works without a session (a signed token).
 */
export const newslettersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/me/newsletters',
    summary: 'Newsletters de magasins du client et son accord SMS de suivi de commande',
    tags,
    response: newsletterListResponse,
    errors: [],
  }),
  get: endpoint({
    method: 'GET',
    path: '/me/newsletters/:id',
    summary: "Un abonnement à la newsletter d'un magasin",
    tags,
    params: newsletterParams,
    response: newsletterResponse,
    errors: [CODES.newsletterNotFound],
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/me/newsletters',
    summary: "Abonne le client à la newsletter d'un magasin (sans effet s'il l'est déjà)",
    tags,
    body: subscribeNewsletterBody,
    response: newsletterResponse,
    status: 201,
    errors: [CODES.newsletterStoreUnknown],
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/me/newsletters/:id',
    summary: "Désabonne le client de la newsletter d'un magasin",
    tags,
    params: newsletterParams,
    response: null,
    status: 204,
    errors: [CODES.newsletterNotFound],
  }),
  smsOptin: endpoint({
    method: 'PUT',
    path: '/me/optin-sms-suivi-commande',
    summary: 'Accord pour recevoir par SMS le suivi des commandes drive',
    tags,
    body: smsOptinBody,
    response: smsOptinResponse,
    errors: [],
  }),
  unsubscribeByToken: endpoint({
    method: 'POST',
    path: '/newsletters/desinscription',
    summary: "Désinscription en un clic par le lien signé d'un e-mail (sans session)",
    tags,
    body: unsubscribeBody,
    response: unsubscribeResponse,
    errors: [CODES.unsubscribeTokenInvalid, CODES.unsubscribeTokenExpired],
  }),
} as const;
