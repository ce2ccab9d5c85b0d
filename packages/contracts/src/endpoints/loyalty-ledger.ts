import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import { loyaltyLedgerParams, loyaltyLedgerQuery, loyaltyLedgerResponse } from '../loyalty-ledger.ts';

/** A card's history (decision 127); another client's card is 404, pros 403. */
export const loyaltyLedgerEndpoints = {
  movements: endpoint({
    method: 'GET',
    path: '/me/fidelites/:id/mouvements',
    summary:
      'Mouvements de la cagnotte et des points d’une carte (filtres : période, sens, type), avec la date d’expiration des euros crédités',
    tags: ['fidelite'],
    params: loyaltyLedgerParams,
    query: loyaltyLedgerQuery,
    response: loyaltyLedgerResponse,
    errors: [CODES.loyaltyProRefused, CODES.loyaltyCardNotFound],
  }),
} as const;
