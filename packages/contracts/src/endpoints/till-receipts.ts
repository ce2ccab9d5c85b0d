import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import { TILL_TOKEN_HEADER, tillReceiptBody, tillReceiptResponse } from '../till-receipts.ts';

/**
 * The stores' tills (decision 128): a machine call authenticated by the store's till token in the
 * `x-cabas-caisse` header, never by a shopper's or a staff token. Idempotent by store and number:
 * 201 the first time, 200 with `deja_recu` on a retry.
 */
export const tillReceiptsEndpoints = {
  post: endpoint({
    method: 'POST',
    path: '/caisses/tickets',
    summary: `Ticket de caisse envoyé par la caisse d’un magasin (en-tête ${TILL_TOKEN_HEADER}) : cagnotte créditée et débitée une fois`,
    tags: ['caisses'],
    status: 201,
    body: tillReceiptBody,
    response: tillReceiptResponse,
    errors: [
      CODES.tillTokenInvalid,
      CODES.tillsOnly,
      CODES.tillOtherStore,
      CODES.tillBalanceTooLow,
      CODES.tillReceiptChanged,
      CODES.tillReceiptNumberTaken,
    ],
  }),
} as const;
