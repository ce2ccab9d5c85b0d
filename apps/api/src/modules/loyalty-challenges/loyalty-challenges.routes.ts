import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.loyaltyChallenges;

/** The défis of the logged-in customer (declared in packages/contracts, `endpoints.loyaltyChallenges`). */
export const loyaltyChallengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loyaltyChallenges } = app.services;
  const now = () => app.security.clock();
  const route = endpointRoutes(app, { preValidation: requireClient });

  route(calls.list, async (request) => loyaltyChallenges.list(clientOf(request), now()));
  route(calls.get, async (request) => loyaltyChallenges.get(clientOf(request), request.params.id, now()));
};
