/**
 * `/commande/arrivee/:jeton`: the « Je suis arrivé(e) » link of the order confirmation e-mail
 * (decision 116). The page shows the order and asks for a click (a GET changes nothing: mail scanners
 * follow links); the POST, from the page's own form (origin checked), tells the store. No session: the
 * signed token is the only authority, and it can do nothing but say that its customer has arrived.
 */
import { type CheckIn, endpoints } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context; params: { jeton?: string } };

export type CheckInView =
  | { state: 'confirm'; order: CheckIn }
  | { state: 'arrived'; order: CheckIn; justNow: boolean }
  | { state: 'refused'; message: string };

/** A refusal of the API (forged link 404, order not collectable 409) is the page's message, with its status. */
function refused(error: unknown) {
  if (isApiError(error) && error.status < 500 && error.status !== 401 && error.status !== 429)
    return data<CheckInView>({ state: 'refused', message: error.message }, { status: error.status });
  throw error;
}

export async function checkInLoader({ context, params }: Args) {
  try {
    const answer = await context.get(shopContext).api.call(endpoints.handOver.checkInView, {
      params: { jeton: params.jeton ?? '-' },
      needsClientToken: true,
    });
    const order = answer.data;
    return data<CheckInView>(
      order.client_arrive_le ? { state: 'arrived', order, justNow: false } : { state: 'confirm', order },
    );
  } catch (error) {
    return refused(error);
  }
}

export async function checkInAction({ request, context, params }: Args) {
  assertSameOrigin(request);
  try {
    const answer = await context.get(shopContext).api.call(endpoints.handOver.checkIn, {
      params: { jeton: params.jeton ?? '-' },
      needsClientToken: true,
    });
    return data<CheckInView>({ state: 'arrived', order: answer.data, justNow: true });
  } catch (error) {
    return refused(error);
  }
}
