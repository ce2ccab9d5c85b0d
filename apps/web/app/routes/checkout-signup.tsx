import { signUpAction, signUpLoader } from '../features/account/signup.server.ts';
import { CHECKOUT_SIGNUP_PATH } from '../features/account/signup.ts';
import { SignUpPage } from '../features/account/signup-page.tsx';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/checkout-signup';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Créer mon compte');

export function loader({ request }: Route.LoaderArgs) {
  return signUpLoader(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return signUpAction(request, context);
}

export default function CheckoutSignUp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignUpPage
      action={`${CHECKOUT_SIGNUP_PATH}?type_panier=${loaderData.typePanier}`}
      result={actionData}
      checkout
    />
  );
}
