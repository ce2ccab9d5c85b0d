import { Outlet } from 'react-router';
import { guardLayoutLoader } from '../features/auth/index.server.ts';
import { ErrorPage } from '../features/errors/index.ts';
import { CheckoutFrame } from '../features/layout/index.ts';
import { proCheckoutMiddleware } from '../features/pro-checkout/index.server.ts';
import type { Route } from './+types/commander-pro';

const TITLE = 'Ma commande pro';

/**
 * The pro checkout's frame (layout commander-pro) and its guard: a logged-in pro in a store of his
 * agreement that offers the pro service (`proCheckoutMiddleware`); the refusals show in this frame.
 */
export const middleware: Route.MiddlewareFunction[] = [proCheckoutMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return guardLayoutLoader({ context });
}

// The guard's answer is given again on every navigation below it.
export const shouldRevalidate = () => true;

export default function CommanderPro() {
  return (
    <CheckoutFrame title={TITLE}>
      <Outlet />
    </CheckoutFrame>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <CheckoutFrame title={TITLE}>
      <ErrorPage error={error} />
    </CheckoutFrame>
  );
}
