import { eligibilityResourceLoader } from '../../features/delivery-eligibility/index.server.ts';
import type { Route } from './+types/delivery-eligibility';

/** `GET /ressources/eligibilite-livraison?magasin=&code_postal=&code_insee=`: the eligibility tool's next step. */
export function loader({ request, context }: Route.LoaderArgs) {
  return eligibilityResourceLoader(request, context);
}
