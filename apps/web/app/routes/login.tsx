import { loginAction, REDIRECT_PARAM } from '../features/auth/index.server.ts';
import { LoginPage } from '../features/auth/index.ts';
import { pageTitle } from '../lib/meta.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Connexion');

export function loader({ request }: Route.LoaderArgs) {
  return { redirectTo: safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage redirectTo={actionData?.redirectTo ?? loaderData.redirectTo} result={actionData} />;
}
