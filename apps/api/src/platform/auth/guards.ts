import { API_ERROR_CODES, accountMessages, messages } from '@cabas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { type AuthenticatedClient, findSessionClient } from './session-lookup.ts';

/**
 * Guards of the routes, declared as `preValidation`: a call without
 * a valid session gets 401 before its body is looked at. The bearer token itself is checked for every
 * call by the security plugin, which sets `request.auth`.
 */

/** A logged-in shopper whose session is still open: sets `request.client`, else 401. */
export async function requireClient(request: FastifyRequest, reply: FastifyReply) {
  const auth = request.auth;
  if (auth?.kind !== 'client') {
    reply.header('www-authenticate', 'Bearer');
    throw new HttpError(401, messages.mustLogin);
  }
  const { database } = request.server.deps;
  const client = await findSessionClient(database.db, auth, request.server.security.clock());
  if (!client) {
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    throw new HttpError(401, accountMessages.sessionExpired, undefined, API_ERROR_CODES.sessionExpired);
  }
  request.client = client;
}

/**
 * Anonymous calls flagged as needing it: the storefront's client-credentials token, or a
 * shopper's token.
 */
export async function requireAppToken(request: FastifyRequest, reply: FastifyReply) {
  if (request.auth) return;
  reply.header('www-authenticate', 'Bearer');
  throw new HttpError(401, accountMessages.appTokenRequired);
}

/**
 * The storefront's own client-credentials token, not a shopper's (account creation): a
 * logged-in shopper's token is refused with 403.
 */
export async function requireStorefrontToken(request: FastifyRequest, reply: FastifyReply) {
  await requireAppToken(request, reply);
  if (request.auth?.kind === 'app') return;
  const message = accountMessages.storefrontTokenRequired;
  throw new HttpError(403, message, undefined, API_ERROR_CODES.storefrontTokenRequired);
}

/**
 * Sets `request.client` for a logged-in shopper and leaves it null for anonymous calls; a shopper's
 * token whose session has ended gets 401, so that the storefront refreshes or logs out.
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply) {
  if (request.auth?.kind === 'client') await requireClient(request, reply);
}

/** The shopper of a route guarded by `requireClient`. */
export function clientOf(request: FastifyRequest): AuthenticatedClient {
  if (!request.client) throw new HttpError(401, messages.mustLogin);
  return request.client;
}
