import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { accountLimit, DOCUMENT_LIMIT } from '../../platform/rate-limit.ts';

const calls = endpoints.orderDocuments;

/** A PDF sent as bytes, to download under a readable name; never kept by a shared cache. */
export function sendPdf(reply: import('fastify').FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The documents of the logged-in client (declared in packages/contracts, `endpoints.orderDocuments`). */
export const orderDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderDocuments, receipts } = app.services;
  const route = endpointRoutes(app, { preValidation: requireClient });
  const now = () => app.security.clock();
  // The PDFs cost CPU to make: a few per minute and account, counted together (decision record 095).
  const document = { preHandler: accountLimit(DOCUMENT_LIMIT, app.security.attempts) };

  route(calls.pdf, document, async (request, reply) => {
    const { code, pdf } = await orderDocuments.orderPdf(clientOf(request).id, request.params.id);
    return sendPdf(reply, `commande-${code}`, pdf);
  });
  route(calls.invoice, async (request) => ({
    data: await orderDocuments.invoice(clientOf(request).id, request.params.id),
  }));
  route(calls.generateInvoice, async (request, reply) => {
    const { created, state } = await orderDocuments.generateInvoice(
      clientOf(request).id,
      request.params.id,
      request.body,
      now(),
    );
    if (!created) reply.code(200);
    return { data: state };
  });
  route(calls.invoicePdf, document, async (request, reply) => {
    const { numero, pdf } = await orderDocuments.invoicePdf(clientOf(request).id, request.params.id);
    return sendPdf(reply, `facture-${numero}`, pdf);
  });
  route(calls.tickets, (request) => receipts.list(clientOf(request).id, request.query, now()));
  route(calls.ticketPdf, document, async (request, reply) => {
    const { numero, pdf } = await receipts.pdf(clientOf(request).id, request.params.id);
    return sendPdf(reply, `ticket-${numero}`, pdf);
  });
  route(calls.ticketPreference, (request) => receipts.preference(clientOf(request).id));
  route(calls.setTicketPreference, (request) =>
    receipts.setPreference(clientOf(request).id, request.body.preference, now()),
  );
};
