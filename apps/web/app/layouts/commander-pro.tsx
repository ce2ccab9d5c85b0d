import { type LoaderFunctionArgs, type MiddlewareFunction, Outlet } from 'react-router';
import { guardLayoutLoader, guardMiddleware } from '../features/auth/guards.server.ts';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { CheckoutFrame } from '../features/layout/checkout-frame.tsx';

/**
 * The frame of the professional checkout, and its guards: a logged-in shopper (else the 401 page),
 * a pro (anyone else goes to the consumer checkout /commander), in a store where this pro may order
 * (else the refusal with its change-store button). Registered in `routes.ts` with its first page.
 */
export const middleware: MiddlewareFunction<Response>[] = [
  guardMiddleware(['authenticated', 'pro-only', 'tunnel-pro']),
];

export function loader({ context }: LoaderFunctionArgs) {
  return guardLayoutLoader({ context });
}

// The guard's answer is given again on every navigation below it.
export const shouldRevalidate = () => true;

export default function CommanderProLayout() {
  return (
    <CheckoutFrame title="Ma commande professionnelle">
      <Outlet />
    </CheckoutFrame>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <CheckoutFrame title="Ma commande professionnelle">
      <ErrorPage error={error} />
    </CheckoutFrame>
  );
}
