import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.cms;

/** Information and legal pages, and the Infos et services menu (declared in `endpoints.cms`). */
export const cmsRoutes: FastifyPluginAsync = async (app) => {
  const { cms } = app.services;
  const route = endpointRoutes(app);

  route(calls.content, async (request, reply) => {
    // A preview is the editor's: neither kept by a cache nor indexed.
    if (request.query.preview !== undefined) reply.header('cache-control', 'no-store');
    return cms.content(request.query);
  });
  route(calls.menu, async () => cms.menu());
};
