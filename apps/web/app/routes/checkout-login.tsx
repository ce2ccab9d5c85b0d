import { CHECKOUT_SIGNUP_PATH } from '../features/account/index.ts';
import { loginAction } from '../features/auth/index.server.ts';
import { checkoutLoginHref, LoginPage } from '../features/auth/index.ts';
import { cartKindOfUrl } from '../lib/cart-kind.ts';
import { firstStepPath } from '../lib/guards.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/checkout-login';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Identification');

/**
 * `/commander/connexion`: the checkout's login step, the login of /connexion (same form, same steps
 * after login, its popins shown on the next page), then on to the checkout of the cart kind.
 */
export function loader({ request }: Route.LoaderArgs) {
  const kind = cartKindOfUrl(new URL(request.url));
  return { kind, redirectTo: firstStepPath(kind) };
}

export function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export default function CheckoutLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LoginPage
      redirectTo={actionData?.redirectTo ?? loaderData.redirectTo}
      result={actionData}
      checkout={{
        action: checkoutLoginHref(loaderData.kind),
        signUpHref: `${CHECKOUT_SIGNUP_PATH}?type_panier=${loaderData.kind}`,
      }}
    />
  );
}
