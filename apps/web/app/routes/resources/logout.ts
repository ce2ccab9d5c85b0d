import { redirect } from 'react-router';
import { logoutAction } from '../../features/auth/index.server.ts';
import type { Route } from './+types/logout';

/** `POST /ressources/deconnexion`: the header's 'Me déconnecter' button (a plain form). */
export function action({ request, context }: Route.ActionArgs) {
  return logoutAction(request, context);
}

/** Nothing to show: an address typed by hand goes home. */
export function loader() {
  return redirect('/');
}
