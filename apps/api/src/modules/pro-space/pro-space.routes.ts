import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { accountLimit, DOCUMENT_LIMIT } from '../../platform/rate-limit.ts';
import { sendPdf } from '../order-documents/order-documents.routes.ts';

const calls = endpoints.proSpace;

/** The pro services space of the logged-in pro client (`endpoints.proSpace`, decision 119). */
export const proSpaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { proSpace } = app.services;
  const route = endpointRoutes(app, { preValidation: requireClient });
  const now = () => app.security.clock();
  // Counted with the account's other PDFs (decision record 095).
  const document = { preHandler: accountLimit(DOCUMENT_LIMIT, app.security.attempts) };

  route(calls.space, async (request) => ({ data: await proSpace.space(clientOf(request), now()) }));
  route(calls.invoices, (request) => proSpace.invoiceList(clientOf(request), request.query, now()));
  route(calls.invoicePdf, document, async (request, reply) => {
    const { numero, pdf } = await proSpace.invoicePdf(clientOf(request), request.params.numero);
    return sendPdf(reply, `facture-${numero}`, pdf);
  });
};
