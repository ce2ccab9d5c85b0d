import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { isSameOriginRequest } from '../../lib/origin.ts';
import { readSession } from '../../lib/session.server.ts';
import { cartCalls, shopperApi } from '../cart/index.server.ts';
import type { CartStateData } from './cart-state.ts';
import { acknowledgeStep } from './post-login.server.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * `GET /ressources/panier/etat`: the cart state after login. `transfere` (only the
 * visitor had lines) is merged right away, so the popin only says what could not follow.
 */
export async function cartStateLoader(request: Request, context: Context) {
  if (!(await readSession(request))) return { state: null } satisfies CartStateData;
  const shop = context.get(shopContext);
  // The popin is on screen: the step after login is done, even if the page is left or reloaded now
  // (otherwise a reload would show the account's cart as "recovered" a second time).
  const acknowledged = await acknowledgeStep(request, 'cart-state');
  const init = acknowledged ? { headers: { 'set-cookie': acknowledged } } : undefined;
  try {
    const api = await shopperApi(request, context);
    const state = await cartCalls.state(api, shop.uuid);
    const shown = state.type === 'transfere' ? await cartCalls.merge(api, shop.uuid) : state;
    return data<CartStateData>({ state: shown }, init);
  } catch (error) {
    if (isApiError(error)) return data<CartStateData>({ state: null }, init);
    throw error;
  }
}

/** `POST /ressources/panier/etat` (choix=completer|ignorer): both clear the state. */
export async function cartStateAction(request: Request, context: Context): Promise<CartStateData> {
  if (!isSameOriginRequest(request)) throw data({ message: 'Une erreur est survenue.' }, { status: 403 });
  const form = await request.formData();
  const shop = context.get(shopContext);
  const api = await shopperApi(request, context);
  try {
    const state =
      form.get('choix') === 'completer'
        ? await cartCalls.merge(api, shop.uuid)
        : await cartCalls.ignore(api, shop.uuid);
    return { state, error: null };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { state: null, error: error.message };
  }
}
