import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const { leaflets } = endpoints;

export const leafletRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRoutes(app);
  const service = app.services.leaflets;

  route(leaflets.list, async (request) => service.list(request.params.id, new Date()));

  route(leaflets.get, async (request) => service.get(request.params.id, request.params.slug, new Date()));
};
