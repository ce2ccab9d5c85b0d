import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.paymentAliases;

/** Saved bank cards of the logged-in client (declared in packages/contracts, `endpoints.paymentAliases`). */
export const paymentAliasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { paymentAliases } = app.services;
  const now = () => app.security.clock();
  const route = endpointRoutes(app, { preValidation: requireClient });

  route(calls.list, async (request) => paymentAliases.list(clientOf(request), now()));
  route(calls.rename, async (request) => ({
    data: await paymentAliases.rename(clientOf(request).id, request.params.id, request.body.nom, now()),
  }));
  route(calls.remove, async (request) => {
    await paymentAliases.remove(clientOf(request).id, request.params.id);
    return undefined;
  });
};
