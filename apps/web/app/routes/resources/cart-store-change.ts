import { redirect } from 'react-router';
import { storeChangeAction } from '../../features/shop/index.server.ts';
import type { Route } from './+types/cart-store-change';

/** `POST /ressources/panier/changement-magasin`: saves and clears the basket before a store change. */
export function action({ request, context }: Route.ActionArgs) {
  return storeChangeAction(request, context);
}

export function loader() {
  return redirect('/panier');
}
