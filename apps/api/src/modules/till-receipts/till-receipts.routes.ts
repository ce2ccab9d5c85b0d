import { API_ERROR_CODES, endpoints, TILL_TOKEN_HEADER, tillReceiptMessages } from '@cabas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../platform/domain-error.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.tillReceipts;

declare module 'fastify' {
  interface FastifyRequest {
    /** The store whose till token came with the call (decision 128). */
    tillStoreId?: number;
  }
}

/**
 * A store's till, not a person (decision 128): its token in the `x-cabas-caisse` header, one of
 * TILL_TOKENS. A shopper's, the storefront's or a staff bearer token is refused 403 whatever else
 * comes with it; no token or an unknown one 401, before the body is looked at.
 */
export async function requireTill(request: FastifyRequest, reply: FastifyReply) {
  if (request.auth) throw new DomainError(API_ERROR_CODES.tillsOnly, tillReceiptMessages.tillsOnly);
  const given = request.headers[TILL_TOKEN_HEADER];
  const token = typeof given === 'string' ? given.trim() : '';
  const storeId = token ? (request.server.deps.config.tillTokens?.storeOf(token) ?? null) : null;
  if (storeId === null) {
    reply.header('www-authenticate', `${TILL_TOKEN_HEADER} realm="caisses"`);
    const message = token ? tillReceiptMessages.tokenInvalid : tillReceiptMessages.tokenMissing;
    throw new DomainError(API_ERROR_CODES.tillTokenInvalid, message);
  }
  request.tillStoreId = storeId;
}

/** The stores' till receipts (declared in `endpoints.tillReceipts`, decision 128). */
export const tillReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tillReceipts } = app.services;
  const route = endpointRoutes(app, { preValidation: requireTill });

  route(calls.post, async (request, reply) => {
    const { created, body } = await tillReceipts.post(
      request.tillStoreId!,
      request.body,
      app.security.clock(),
    );
    if (!created) reply.code(200);
    return body;
  });
};
