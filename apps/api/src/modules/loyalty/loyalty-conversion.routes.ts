import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.loyaltyConversion;

/** Points turned into euros on the customer's card (declared in `endpoints.loyaltyConversion`). */
export const loyaltyConversionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loyaltyConversion } = app.services;
  const route = endpointRoutes(app, { preValidation: requireClient });

  route(calls.simulate, async (request) =>
    loyaltyConversion.simulate(clientOf(request), request.params.id, request.query.points),
  );
  route(calls.convert, async (request) =>
    loyaltyConversion.convert(clientOf(request), request.params.id, request.body, app.security.clock()),
  );
};
