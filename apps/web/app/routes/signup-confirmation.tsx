import { signUpConfirmationAction, signUpConfirmationLoader } from '../features/account/index.server.ts';
import { SignUpConfirmationPage } from '../features/account/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/signup-confirmation';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Compte créé');

export function loader({ request, context }: Route.LoaderArgs) {
  return signUpConfirmationLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return signUpConfirmationAction(request, context);
}

export default function SignUpConfirmation({ loaderData }: Route.ComponentProps) {
  return <SignUpConfirmationPage data={loaderData} />;
}
