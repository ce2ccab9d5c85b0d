import { Outlet } from 'react-router';
import { guardLayoutLoader } from '../features/auth/index.server.ts';
import { checkoutShopperMiddleware } from '../features/checkout/index.server.ts';
import type { Route } from './+types/checkout-steps';

/**
 * The consumer checkout's steps: a logged-in shopper (else the 401 page with the login form), not a
 * pro (sent to /commander-pro). Each step's route module adds its own guard, from the step it declares:
 * a cart holding something (else back to the cart), the steps before it done (else back to step 1).
 */
export const middleware: Route.MiddlewareFunction[] = [checkoutShopperMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return guardLayoutLoader({ context });
}

// The guard's answer is given again on every navigation below it.
export const shouldRevalidate = () => true;

export default function CheckoutSteps() {
  return <Outlet />;
}
