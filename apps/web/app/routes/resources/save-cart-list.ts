import { data } from 'react-router';
import { loadListChoices, saveCartListAction } from '../../features/lists/index.server.ts';
import type { Route } from './+types/save-cart-list';

/** `POST /ressources/listes/panier`: saves the cart into a new or an existing shopping list. */
export function action({ request, context }: Route.ActionArgs) {
  return saveCartListAction(request, context);
}

/** The shopper's lists for the save popin (a fetcher's load). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await loadListChoices(request, context), { headers: { 'cache-control': 'private, no-store' } });
}
