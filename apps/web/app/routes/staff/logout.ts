import { redirect } from 'react-router';
import { staffLogoutAction } from '../../features/staff/index.server.ts';
import { STAFF_PATHS } from '../../features/staff/index.ts';
import type { Route } from './+types/logout';

/** `POST /gestion/deconnexion`: the staff frame's 'Se déconnecter' button (a plain form). */
export function action(args: Route.ActionArgs) {
  return staffLogoutAction(args);
}

/** Nothing to show: an address typed by hand goes to the staff home. */
export function loader() {
  return redirect(STAFF_PATHS.home);
}
