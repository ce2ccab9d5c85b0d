import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { categoryTree } from './categories.service.ts';

export const categoryRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const route = endpointRoutes(app);
  route(endpoints.catalogue.categoryTree, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { data: await categoryTree(db, request.query.profondeur) };
  });
};
