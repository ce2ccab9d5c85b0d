import { API_ERROR_CODES, paymentMessages } from '@cabas/contracts';
import { orderBadgeTone, orderStatusLabel } from '@cabas/domain';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { orderIdOf } from './order-detail.server.ts';
import { lineView, type OrderLineView } from './order-detail-view.ts';
import { orderCalls, type ShopOrderProducts } from './orders-api.server.ts';
import { orderHref } from './orders-links.ts';

export interface OrderProductsData {
  orderId: number;
  orderHref: string;
  statutLabel: string;
  tone: 'warning' | 'success' | 'danger';
  lines: OrderLineView[];
  totalCents: number;
  unavailable: number;
}

/** `/mon-compte/mes-commandes/:id/produits`: the products of one order, their delivery status and availability. */
export async function orderProductsLoader(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}): Promise<OrderProductsData> {
  const id = orderIdOf(args.params);
  const api = await authedApi(args.request, args.context);
  let answer: ShopOrderProducts;
  try {
    answer = await orderCalls.products(api, { params: { id } });
  } catch (error) {
    if (isApiError(error) && error.code === API_ERROR_CODES.orderNotFound)
      throw data({ message: paymentMessages.orderUnknown }, { status: 404 });
    throw toRouteError(error);
  }
  const lines = answer.data.map(lineView);
  return {
    orderId: id,
    orderHref: orderHref(id, answer.meta.statut_code !== 'COMMANDEE'),
    statutLabel: orderStatusLabel(answer.meta.statut_code),
    tone: orderBadgeTone(answer.meta.statut_code),
    lines,
    totalCents: answer.data.reduce((sum, l) => sum + l.totalCents, 0),
    unavailable: lines.filter((l) => !l.available).length,
  };
}
