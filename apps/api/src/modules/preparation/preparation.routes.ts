import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.preparation;

/**
 * Preparing an order in the store (declared in packages/contracts, `endpoints.preparation`): every
 * call needs a staff session; the service checks the order's store against the staff member's.
 */
export const preparationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preparation } = app.services;
  const route = endpointRoutes(app, { preValidation: requireStaff });
  const now = () => app.security.clock();

  route(calls.get, async (request) => ({
    data: await preparation.view(staffOf(request), request.params.id, now()),
  }));
  route(calls.start, async (request) => ({
    data: await preparation.start(staffOf(request), request.params.id, now()),
  }));
  route(calls.setLine, async (request) => ({
    data: await preparation.setLine(
      staffOf(request),
      request.params.id,
      request.params.ligne_id,
      request.body,
      now(),
    ),
  }));
  route(calls.finish, async (request) => ({
    data: await preparation.finish(staffOf(request), request.params.id, now()),
  }));
  route(calls.pickingList, async (request, reply) => {
    const { code, pdf } = await preparation.pickingList(staffOf(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="liste-de-preparation-${code}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  route(calls.substitutes, async (request) => ({
    data: await preparation.substitutes(
      staffOf(request),
      request.params.id,
      request.params.ligne_id,
      request.query.q,
    ),
  }));
};
