import { endpoints, proMessages } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.staffProInvoices;

/** A store's pro invoices on the staff side, under /api/gestion (`endpoints.staffProInvoices`, decision 119). */
export const staffProInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffProInvoices } = app.services;
  const route = endpointRoutes(app, { preValidation: requireStaff });
  const now = () => app.security.clock();
  route(calls.list, (request) =>
    staffProInvoices.list(staffOf(request), request.params.magasin_id, request.query, now()),
  );
  route(calls.recordPayment, async (request) => {
    const { magasin_id, numero } = request.params;
    const data = await staffProInvoices.recordPayment(staffOf(request), magasin_id, numero, now());
    return { data, meta: { message: proMessages.invoicePaid(numero) } };
  });
};
