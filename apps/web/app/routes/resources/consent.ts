import { redirect } from 'react-router';
import { consentAction } from '../../features/consent/index.server.ts';
import type { Route } from './+types/consent';

/** `POST /ressources/consentement`: the cookie banner's and the cookie policy's choice (a plain form). */
export function action({ request, context }: Route.ActionArgs) {
  return consentAction(request, context);
}

/** Nothing to show: an address typed by hand goes to the cookie policy, where the choice is made. */
export function loader() {
  return redirect('/legal/cookies');
}
