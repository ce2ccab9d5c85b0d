import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.loyaltyLedger;

/** A loyalty card's history (declared in `endpoints.loyaltyLedger`, decision 127). */
export const loyaltyLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loyaltyLedger } = app.services;
  const route = endpointRoutes(app, { preValidation: requireClient });

  route(calls.movements, async (request) =>
    loyaltyLedger.movements(clientOf(request), request.params.id, request.query, app.security.clock()),
  );
};
