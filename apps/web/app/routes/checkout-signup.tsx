import { signUpAction, signUpLoader } from '../features/account/index.server.ts';
import { CHECKOUT_SIGNUP_PATH, SignUpPage } from '../features/account/index.ts';
import { checkoutLoginHref } from '../features/auth/index.ts';
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
      loginPath={checkoutLoginHref(loaderData.typePanier)}
    />
  );
}
