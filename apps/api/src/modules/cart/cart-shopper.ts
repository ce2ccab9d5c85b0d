import { API_ERROR_CODES, API_HEADERS, cartMessages } from '@cabas/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/errors.ts';

/** Whose cart: the logged-in client, else the visitor of the uuid cookie. */
export interface Shopper {
  ownerKey: string;
  clientId: number | null;
  visitorUuid: string | null;
  isPro: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const clientShopper = (client: { id: number; isPro: boolean }): Shopper => ({
  ownerKey: `c:${client.id}`,
  clientId: client.id,
  visitorUuid: null,
  isPro: client.isPro,
});

export const visitorShopper = (uuid: string): Shopper => ({
  ownerKey: `u:${uuid.toLowerCase()}`,
  clientId: null,
  visitorUuid: uuid.toLowerCase(),
  isPro: false,
});

/**
 * The shopper of a cart call. A client's token wins over any uuid: another visitor's uuid never
 * reaches a logged-in client's cart, and a uuid alone never reaches a client's cart.
 */
export function shopperOf(request: FastifyRequest, queryUuid: string | undefined): Shopper {
  if (request.client) return clientShopper(request.client);
  const header = request.headers[API_HEADERS.uuid];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim() || queryUuid;
  if (!raw)
    throw new HttpError(
      422,
      cartMessages.shopperRequired,
      { uuid: [cartMessages.uuidRequired] },
      API_ERROR_CODES.shopperUnknown,
    );
  if (!UUID.test(raw))
    throw new HttpError(
      422,
      cartMessages.uuidInvalid,
      { uuid: [cartMessages.uuidInvalid] },
      API_ERROR_CODES.shopperUnknown,
    );
  return visitorShopper(raw);
}
