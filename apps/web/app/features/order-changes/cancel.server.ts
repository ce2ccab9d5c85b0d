import { API_ERROR_CODES, endpoints } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { orderChangeCalls, type ShopCancellationPreview } from './order-changes-api.server.ts';

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

export type CancelPageData = ShopCancellationPreview;
export type CancelActionData = { error: string };

function orderId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: 'Commande introuvable' }, { status: 404 });
  return id;
}

export const cancelPath = (id: number) => `/mon-compte/mes-commandes/${id}/annulation`;

/** `/mon-compte/mes-commandes/:id/annulation`: what a cancel gives back, or what it gave back. */
export async function cancelLoader({ request, params, context }: Args): Promise<CancelPageData> {
  const api = await authedApi(request, context);
  try {
    return await orderChangeCalls.cancelPreview(api, { params: { id: orderId(params) } });
  } catch (error) {
    throw toRouteError(error);
  }
}

/** The confirm button: the order is cancelled (a repeated post refunds nothing more), then the page again. */
export async function cancelAction({ request, params, context }: Args) {
  assertSameOrigin(request);
  const id = orderId(params);
  const api = await authedApi(request, context);
  try {
    await api.call(endpoints.orderChanges.cancel, { params: { id } });
  } catch (error) {
    if (isApiError(error) && error.code === API_ERROR_CODES.orderNotCancellable)
      return data<CancelActionData>({ error: error.message }, { status: 409 });
    throw toRouteError(error);
  }
  throw redirect(cancelPath(id), 303);
}
