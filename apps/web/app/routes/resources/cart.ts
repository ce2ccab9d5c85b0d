import { redirect } from 'react-router';
import { cartAction } from '../../features/cart/index.server.ts';
import type { Route } from './+types/cart';

/** `POST /ressources/panier`: add, quantity, remove, substitution, empty, promo code (plain forms). */
export function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

/** Nothing to show: an address typed by hand goes to the cart. */
export function loader() {
  return redirect('/panier');
}
