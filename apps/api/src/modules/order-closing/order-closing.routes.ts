import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, requireStaffRole, staffOf } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.staffClosing;

/**
 * Closing an order in the store (declared in packages/contracts, `endpoints.staffClosing`, decision
 * 114): a staff session of a role that closes orders; the service checks the order's store. The final
 * amount is the shop's (the preparation's), never the client's: the call has no body.
 */
export const orderClosingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderClosing } = app.services;
  const route = endpointRoutes(app, {
    preValidation: [requireStaff, requireStaffRole('preparateur', 'responsable', 'siege')],
  });
  route(calls.close, async (request) => ({
    data: await orderClosing.closeByStaff(staffOf(request), request.params.id, app.security.clock()),
  }));
};
