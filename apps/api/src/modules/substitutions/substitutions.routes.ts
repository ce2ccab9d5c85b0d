import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.substitutions;

/** The customer's answers to the substitutes of her order (declared in packages/contracts, `endpoints.substitutions`). */
export const substitutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { substitutions } = app.services;
  const route = endpointRoutes(app, { preValidation: requireClient });

  route(calls.answer, async (request) => ({
    data: await substitutions.answer(
      clientOf(request),
      request.params.id,
      request.params.ligne_id,
      request.body,
      app.security.clock(),
    ),
  }));
};
