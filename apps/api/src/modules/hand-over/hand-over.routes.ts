import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAppToken, requireStaff, staffOf } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.handOver;

/**
 * The hand-over at the drive (declared in packages/contracts, `endpoints.handOver`, decision 116):
 * the staff's search and an order's arrival under /api/gestion (a staff session; the service checks
 * the store), and the customer's check-in link (the storefront's token, the signed link as the only
 * authority, limited per address like the other public forms).
 */
export const handOverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handOver } = app.services;
  const staff = endpointRoutes(app, { preValidation: requireStaff });
  staff(calls.search, async (request) => ({
    data: await handOver.search(staffOf(request), request.params.magasin_id, request.query.q),
  }));
  staff(calls.arrival, async (request) => ({
    data: await handOver.arrival(staffOf(request), request.params.id),
  }));

  const link = endpointRoutes(app, {
    onRequest: requireAppToken,
    config: { rateLimit: app.security.burstLimit },
  });
  link(calls.checkInView, async (request) => ({
    data: await handOver.checkInView(request.params.jeton),
  }));
  link(calls.checkIn, async (request) => ({
    data: await handOver.checkIn(request.params.jeton, app.security.clock()),
  }));
};
