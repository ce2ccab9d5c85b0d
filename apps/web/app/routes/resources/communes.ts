import { communesResourceLoader } from '../../features/addresses/index.server.ts';
import type { Route } from './+types/communes';

/** `GET /ressources/communes?code_postal=`: the cities of a postal code (account address forms). */
export function loader({ request, context }: Route.LoaderArgs) {
  return communesResourceLoader(request, context);
}
