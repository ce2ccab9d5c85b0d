import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.staffOrders;

/** The store's orders on the staff side, under /api/gestion (`endpoints.staffOrders`, decision 111). */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffOrders } = app.services;
  const route = endpointRoutes(app, { preValidation: requireStaff });
  route(calls.dayList, async (request) => ({
    data: await staffOrders.dayList(
      staffOf(request),
      request.params.magasin_id,
      request.query,
      app.security.clock(),
    ),
  }));
};
