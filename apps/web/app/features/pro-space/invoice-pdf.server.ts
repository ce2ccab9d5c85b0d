/**
 * A pro invoice's PDF as a download, fetched from the API as the logged-in pro
 * (`endpoints.proSpace.invoicePdf`). Another company's invoice, or an unknown number, is the
 * not-found page; a consumer goes to the account home; an API that cannot give it now, the error page.
 */
import {
  API_ERROR_CODES,
  endpoints,
  orderDocumentMessages,
  proInvoiceParams,
  proMessages,
} from '@cabas/contracts';
import { data, type MiddlewareFunction, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { ACCOUNT_HOME_PATH } from '../../lib/guards.ts';

export const proInvoicePdfMiddleware: MiddlewareFunction<Response> = async ({ request, context, params }) => {
  const parsed = proInvoiceParams.safeParse({ numero: params.numero });
  if (!parsed.success) throw data({ message: proMessages.invoiceNotFound }, { status: 404 });
  const { numero } = parsed.data;
  const api = await authedApi(request, context);
  try {
    const file = await api.download(endpoints.proSpace.invoicePdf, { params: { numero } });
    const name = (file.fileName ?? `facture-${numero}.pdf`).replace(/[^\w.-]/g, '_');
    return new Response(file.bytes, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    if (!isApiError(error, endpoints.proSpace.invoicePdf)) throw error;
    if (error.code === API_ERROR_CODES.proInvoiceNotFound)
      throw data({ message: error.message || proMessages.invoiceNotFound }, { status: 404 });
    if (error.code === API_ERROR_CODES.proAccountRequired) throw redirect(ACCOUNT_HOME_PATH);
    if (error.status === 401 || error.status === 429) throw error;
    throw data({ message: orderDocumentMessages.documentOpenFailed }, { status: 503 });
  }
};
