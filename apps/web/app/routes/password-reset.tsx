import { passwordResetAction, passwordResetLoader } from '../features/account/index.server.ts';
import { PasswordResetPage } from '../features/account/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/password-reset';

export const meta: Route.MetaFunction = ({ error, data }) =>
  pageTitle(error, data?.state === 'done' ? 'Mot de passe mis à jour' : 'Nouveau mot de passe');

export function loader({ request, context }: Route.LoaderArgs) {
  return passwordResetLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return passwordResetAction(request, context);
}

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  return <PasswordResetPage data={loaderData} result={actionData} />;
}
