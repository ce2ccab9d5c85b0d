import { cartStateAction, cartStateLoader } from '../../features/auth/index.server.ts';
import type { Route } from './+types/cart-state';

/** `GET /ressources/panier/etat`: the cart state after login, for its popin. */
export function loader({ request, context }: Route.LoaderArgs) {
  return cartStateLoader(request, context);
}

/** `POST /ressources/panier/etat` (choix=completer|ignorer). */
export function action({ request, context }: Route.ActionArgs) {
  return cartStateAction(request, context);
}
