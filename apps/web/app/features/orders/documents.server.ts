import { API_ERROR_CODES, endpoints, orderDocumentMessages, paymentMessages } from '@cabas/contracts';
import { data, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import type { DownloadedFile } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';

type Context = Readonly<RouterContextProvider>;
export type DocumentKind = 'commande' | 'facture' | 'ticket';

/** A positive integer id from a route parameter, else the not-found page. */
export function idFrom(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== value)
    throw data({ message: paymentMessages.orderUnknown }, { status: 404 });
  return id;
}

function fetchDocument(
  request: Request,
  context: Context,
  kind: DocumentKind,
  id: number,
): Promise<DownloadedFile> {
  return authedApi(request, context).then((api) => {
    const params = { id };
    if (kind === 'commande') return api.download(endpoints.orderDocuments.pdf, { params });
    if (kind === 'facture') return api.download(endpoints.orderDocuments.invoicePdf, { params });
    return api.download(endpoints.orderDocuments.ticketPdf, { params });
  });
}

/**
 * A PDF of the account (an order's summary, its invoice, a receipt) as a download, fetched from the
 * API as the shopper. Someone else's document is the not-found page; a document the API cannot
 * give now is the error page with 'Impossible d'ouvrir ce document pour le moment.'
 */
export async function documentResponse(
  request: Request,
  context: Context,
  kind: DocumentKind,
  rawId: string | undefined,
): Promise<Response> {
  const id = idFrom(rawId);
  try {
    const file = await fetchDocument(request, context, kind, id);
    const name = (file.fileName ?? `${kind}-${id}.pdf`).replace(/[^\w.-]/g, '_');
    return new Response(file.bytes, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const { orderNotFound, receiptNotFound, invoiceNotAvailable, invoiceProOrder, cardHolderOnly } =
      API_ERROR_CODES;
    if (error.hasCode(orderNotFound, receiptNotFound))
      throw data({ message: error.message }, { status: 404 });
    if (error.status === 401 || error.code === API_ERROR_CODES.tooManyRequests) throw error;
    // A document refused (no invoice yet, a pro's order, another holder's receipt) keeps its status.
    const refused = error.hasCode(invoiceNotAvailable, invoiceProOrder, cardHolderOnly);
    throw data(
      { message: orderDocumentMessages.documentOpenFailed },
      { status: refused ? error.status : 503 },
    );
  }
}

/**
 * The download route of a document: its middleware answers the PDF, so that the route can have an
 * error boundary. A route without a component nor a boundary is a resource route, whose errors React
 * Router writes as JSON (a broken download); this one's errors are the shop's pages: 429 past the
 * shopper's documents a minute, the not-found page, the login prompt.
 */
export function documentMiddleware(kind: DocumentKind): MiddlewareFunction<Response> {
  return ({ request, context, params }) => documentResponse(request, context, kind, params.id);
}
