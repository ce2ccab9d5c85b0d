import { changePasswordAction } from '../../features/auth/index.server.ts';
import type { Route } from './+types/password';

/** `POST /ressources/mot-de-passe`: the forced password change popin (fetcher form). */
export function action({ request, context }: Route.ActionArgs) {
  return changePasswordAction(request, context);
}
