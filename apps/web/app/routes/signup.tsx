import { signUpAction, signUpLoader } from '../features/account/index.server.ts';
import { SIGNUP_PATH, SignUpPage } from '../features/account/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Créer mon compte');

export function loader({ request }: Route.LoaderArgs) {
  return signUpLoader(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return signUpAction(request, context);
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  return <SignUpPage action={SIGNUP_PATH} result={actionData} />;
}
