import { API_ERROR_CODES, endpoints } from '@cabas/contracts';
import { type MiddlewareFunction, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { readSession } from '../../lib/session.server.ts';
import { orderIdOf } from './order-detail.server.ts';
import { orderHref } from './orders-links.ts';

/** The order's PDF (`?downloadPDF=1` on the detail page), answered as an attachment. */
export async function downloadOrderPdf(api: AuthedApi, id: number): Promise<Response> {
  try {
    const file = await api.download(endpoints.orderDocuments.pdf, { params: { id } });
    const name = (file.fileName ?? `commande-${id}.pdf`).replace(/[^\w.-]/g, '_');
    return new Response(file.bytes, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (error) {
    // 401: the login prompt; 429 (too many documents in a minute): the 429 page with the spec's message.
    if (isApiError(error) && (error.status === 401 || error.code === API_ERROR_CODES.tooManyRequests))
      throw error;
    // The page shows an error block: "Impossible d'ouvrir ce document pour le moment."
    throw redirect(`${orderHref(id)}?pdf=erreur`, 303);
  }
}

/**
 * The detail page's `?downloadPDF=1`: the middleware answers the PDF itself (a page's loader answers
 * data, not a file). A visitor goes on to the page, whose guard shows the login prompt.
 */
export const orderPdfMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const url = new URL(args.request.url);
  if (args.request.method !== 'GET' || !url.searchParams.has('downloadPDF')) return next();
  if (!(await readSession(args.request))) return next();
  return downloadOrderPdf(await authedApi(args.request, args.context), orderIdOf(args.params));
};
