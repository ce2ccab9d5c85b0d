import { API_APP_ID, API_AUTH_SCHEME, API_HEADERS } from '@cabas/contracts';
import { type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { buildUrl, clientSignature } from '../../lib/api-client.server.ts';
import { apiTransport } from '../../lib/api-transport.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { type AuthedApi, authedApi } from '../auth/authed-api.server.ts';
import { readSession } from '../auth/session.server.ts';
import { orderIdOf } from './order-detail.server.ts';
import { orderHref } from './orders-links.ts';

/**
 * The order's PDF (`?downloadPDF=1` on the detail page), answered as an attachment.
 *
 * TODO(integrator): task D declares this call as `endpoints.orderDocuments.pdf`
 * (`GET /me/commandes/:id/pdf`, `application/pdf`) in packages/contracts/src/endpoints/order-documents.ts,
 * which is not in this branch. Once merged, build the path from that declaration; the api client reads
 * answers as text, so the bytes are fetched here with the client's headers until it has a raw call.
 */
const ORDER_PDF_PATH = '/me/commandes/:id/pdf';

export async function downloadOrderPdf(
  api: AuthedApi,
  context: Readonly<RouterContextProvider>,
  id: number,
): Promise<Response> {
  const options = context.get(shopContext).api.options;
  const headers: Record<string, string> = {
    accept: 'application/pdf',
    [API_HEADERS.authScheme]: API_AUTH_SCHEME,
    [API_HEADERS.appId]: API_APP_ID,
    [API_HEADERS.signature]: clientSignature(options.userAgent),
    authorization: `Bearer ${api.session.accessToken}`,
  };
  if (options.uuid) headers[API_HEADERS.uuid] = options.uuid;
  if (options.requestId) headers[API_HEADERS.requestId] = options.requestId;
  let answer: Response | null = null;
  try {
    const url = buildUrl(options.baseUrl, ORDER_PDF_PATH.replace(':id', String(id)));
    answer = await (options.fetch ?? apiTransport())(url, { headers });
  } catch {
    answer = null;
  }
  const type = answer?.headers.get('content-type') ?? '';
  if (!answer?.ok || !type.startsWith('application/pdf')) {
    // The page shows an error block: "Impossible d'ouvrir ce document pour le moment."
    throw redirect(`${orderHref(id)}?pdf=erreur`, 303);
  }
  const bytes = await answer.arrayBuffer();
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="commande-${id}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}

/**
 * The detail page's `?downloadPDF=1`: the middleware answers the PDF itself (a page's loader answers
 * data, not a file). A visitor goes on to the page, whose guard shows the login prompt.
 */
export const orderPdfMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const url = new URL(args.request.url);
  if (args.request.method !== 'GET' || !url.searchParams.has('downloadPDF')) return next();
  if (!(await readSession(args.request))) return next();
  const id = orderIdOf(args.params);
  return downloadOrderPdf(await authedApi(args.request, args.context), args.context, id);
};
