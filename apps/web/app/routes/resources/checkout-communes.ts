import { communesLoader } from '../../features/checkout/index.server.ts';
import type { Route } from './+types/checkout-communes';

/** `GET /ressources/commander/communes?code_postal=`: cities of a postal code, delivered or not. */
export function loader({ request, context }: Route.LoaderArgs) {
  return communesLoader(request, context);
}
