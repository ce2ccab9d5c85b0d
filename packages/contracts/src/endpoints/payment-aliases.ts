import {
  paymentAliasListResponse,
  paymentAliasParams,
  paymentAliasResponse,
  renamePaymentAliasBody,
} from '../account-extras.ts';
import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';

const tags = ['cartes-bancaires'];

/** Saved bank cards of the logged-in client (401 otherwise; another client's card is 404). */
export const paymentAliasesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/me/alias-paiement',
    summary: 'Cartes bancaires enregistrées (meta.nb_max_par_magasin, meta.eligible)',
    tags,
    response: paymentAliasListResponse,
    errors: [],
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/me/alias-paiement/:id',
    summary: 'Renomme une carte enregistrée',
    tags,
    params: paymentAliasParams,
    body: renamePaymentAliasBody,
    response: paymentAliasResponse,
    errors: [CODES.paymentAliasNotFound],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/me/alias-paiement/:id',
    summary: 'Supprime une carte enregistrée',
    tags,
    params: paymentAliasParams,
    response: null,
    status: 204,
    errors: [CODES.paymentAliasNotFound],
  }),
} as const;
