import { type CartKind, endpoints } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { readSession } from '../../lib/session.server.ts';
import { type UsualItemView, usualItemView } from './usual-view.ts';

/**
 * The cart page's usual products (smart-list suggestions): for a logged-in customer whose cart has
 * lines, the usual products the store has and that are in none of its carts, those of this cart's
 * kind. Anything else (visitor, national mode, empty cart, the API failing) shows nothing: the
 * section is a help, never a reason for the cart page to fail.
 */
export async function loadUsualSuggestions(
  request: Request,
  context: Readonly<RouterContextProvider>,
  cart: { national: boolean; kind: CartKind; lineCount: number },
): Promise<UsualItemView[]> {
  const store = context.get(shopContext).storeId;
  if (cart.national || store === null || cart.lineCount === 0 || !(await readSession(request))) return [];
  try {
    const api = await authedApi(request, context);
    const answer = await api.call(endpoints.usualProducts.suggestions, { query: { magasin_id: store } });
    return answer.data.map(usualItemView).filter((item) => item.kind === cart.kind);
  } catch {
    return [];
  }
}
