import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.orders;

/** The orders of the logged-in client (declared in packages/contracts, `endpoints.orders`). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;
  const route = endpointRoutes(app, { preValidation: requireClient });

  route(calls.list, (request) => orders.list(clientOf(request), request.query, app.security.clock()));
  route(calls.get, async (request) => ({
    data: await orders.get(clientOf(request), request.params.id, app.security.clock()),
  }));
  route(calls.products, (request) => orders.products(clientOf(request), request.params.id));
  route(calls.rename, async (request) => ({
    data: await orders.rename(clientOf(request), request.params.id, request.body.titre, app.security.clock()),
  }));
};
