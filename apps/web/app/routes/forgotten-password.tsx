import { forgottenPasswordAction } from '../features/account/index.server.ts';
import { ForgottenPasswordPage } from '../features/account/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/forgotten-password';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Mot de passe oublié');

export function action({ request, context }: Route.ActionArgs) {
  return forgottenPasswordAction(request, context);
}

export default function ForgottenPassword({ actionData }: Route.ComponentProps) {
  return <ForgottenPasswordPage result={actionData} />;
}
