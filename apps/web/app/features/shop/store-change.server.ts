import { cartItemLabel, SAVED_CART_LIST_TITLE, STORE_CHANGE_DELAY_MS } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { isSameOriginRequest } from '../../lib/origin.ts';
import { parseId } from '../../lib/route-patterns.ts';
import { cartCalls, shopperApi } from '../cart/index.server.ts';
import type { StoreChangeData } from './store-change.ts';

/**
 * `POST /ressources/panier/changement-magasin` (magasin_id): before the store changes, the API saves the basket as the list 'Panier sauvegardé' (logged in) or moves the
 * lines to the new store (visitor), and clears it. The browser then waits 2 s and goes home with
 * `?magasin_id=` (the store switch of the root middleware sets the cookie).
 */
export async function storeChangeAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StoreChangeData> {
  if (!isSameOriginRequest(request)) throw data({ message: 'Une erreur est survenue.' }, { status: 403 });
  const shop = context.get(shopContext);
  const form = await request.formData();
  const value = form.get('magasin_id');
  const target = parseId(typeof value === 'string' ? value : null);
  if (shop.storeId === null || target === null)
    return { ok: false, error: 'Merci de choisir un magasin.', list: null, removed: [], delayMs: 0 };
  try {
    const api = await shopperApi(request, context);
    const result = await cartCalls.changeStore(api, shop.storeId, target);
    return {
      ok: true,
      error: null,
      list: result.liste ? (result.liste.titre ?? SAVED_CART_LIST_TITLE) : null,
      removed: result.retires.map(cartItemLabel),
      delayMs: STORE_CHANGE_DELAY_MS,
    };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { ok: false, error: error.message, list: null, removed: [], delayMs: 0 };
  }
}
