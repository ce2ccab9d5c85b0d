import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import { orderClosingParams, orderClosingResponse } from '../order-closing.ts';

/** Closing an order in the store (issue #37, item 5, decision 114). */
export const staffClosingEndpoints = {
  close: endpoint({
    method: 'POST',
    path: '/gestion/commandes/:id/cloture',
    summary:
      'Clôturer une commande prête : encaisser son montant final (jamais plus que l’autorisé), libérer le reste, la remettre au client (RETIREE ou LIVREE) ; sans effet si elle l’est déjà',
    tags: ['gestion'],
    params: orderClosingParams,
    response: orderClosingResponse,
    errors: [
      CODES.staffOnly,
      CODES.staffRoleRefused,
      CODES.staffStoreRefused,
      CODES.orderNotFound,
      CODES.closingNotAllowed,
      CODES.closingAboveAuthorised,
      CODES.captureRefused,
    ],
  }),
} as const;
