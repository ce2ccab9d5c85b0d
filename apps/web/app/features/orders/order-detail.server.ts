import { API_ERROR_CODES, paymentMessages, substitutionMessages } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { detailView, type OrderDetailView } from './order-detail-view.ts';
import { orderCalls } from './orders-api.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

export interface OrderDetailData {
  order: OrderDetailView;
  /** National mode (no store chosen): adding to the cart first sends to the store chooser. */
  national: boolean;
  /** What the last action did (read from the redirect's query). */
  notice:
    | { kind: 'renamed' }
    | { kind: 'pdfError' }
    | { kind: 'added'; count: number; refused: string[] }
    /** The customer's answer to a substitute (decision 115): announced in the substitutes' live region. */
    | { kind: 'substitution'; lineId: number; text: string }
    | null;
}

/** The order id of the address: digits only, else the page is not found. */
export function orderIdOf(params: { id?: string }): number {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647)
    throw data({ message: paymentMessages.orderUnknown }, { status: 404 });
  return Number(id);
}

/** One order of the shopper; another shopper's order (404) is the not-found page. */
export async function fetchOrder(api: AuthedApi, id: number, archived?: boolean) {
  try {
    const query = archived === undefined ? {} : { archive: archived ? ('1' as const) : ('0' as const) };
    return await orderCalls.get(api, { params: { id }, query });
  } catch (error) {
    if (isApiError(error) && error.code === API_ERROR_CODES.orderNotFound)
      throw data({ message: paymentMessages.orderUnknown }, { status: 404 });
    throw toRouteError(error);
  }
}

function noticeOf(url: URL, order: OrderDetailView): OrderDetailData['notice'] {
  const lines = order.lines;
  if (url.searchParams.get('renommee') === '1') return { kind: 'renamed' };
  const answered = url.searchParams.get('remplacement');
  if (answered === 'acceptee' || answered === 'refusee') {
    const lineId = Number(url.searchParams.get('ligne'));
    const s = order.substitutions.find((x) => x.lineId === lineId);
    if (!s) return null;
    const text =
      answered === 'acceptee'
        ? substitutionMessages.accepted(s.ordered, s.substitute)
        : substitutionMessages.refused(s.ordered, s.substitute);
    return { kind: 'substitution', lineId, text };
  }
  if (url.searchParams.get('pdf') === 'erreur') return { kind: 'pdfError' };
  const added = url.searchParams.get('ajout');
  if (added === null || !/^\d{1,4}$/.test(added)) return null;
  const refusedIds = new Set(
    (url.searchParams.get('refus') ?? '')
      .split(',')
      .filter((v) => /^\d{1,10}$/.test(v))
      .map(Number),
  );
  const refused = lines.filter((l) => refusedIds.has(l.productId)).map((l) => l.designation);
  return { kind: 'added', count: Number(added), refused };
}

/**
 * `/mon-compte/mes-commandes/:id` (query `archive`: the tab the shopper came from; `downloadPDF` is
 * answered before, by `orderPdfMiddleware`).
 */
export async function orderDetailLoader(args: Args): Promise<OrderDetailData> {
  const id = orderIdOf(args.params);
  const url = new URL(args.request.url);
  const api = await authedApi(args.request, args.context);
  const archive = url.searchParams.get('archive');
  const order = detailView(await fetchOrder(api, id, archive === null ? undefined : archive === '1'));
  return {
    order,
    national: args.context.get(shopContext).storeId === null,
    notice: noticeOf(url, order),
  };
}
