import { Outlet } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { CheckoutFrame } from '../features/layout/checkout-frame.tsx';

/**
 * The `commander` layout of doc 1 §1, for the consumer checkout steps (doc 1 §2). Registered by `routes.ts` once one of its pages
 * is built.
 */
export default function CommanderLayout() {
  return (
    <CheckoutFrame title="Ma commande">
      <Outlet />
    </CheckoutFrame>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <CheckoutFrame title="Ma commande">
      <ErrorPage error={error} />
    </CheckoutFrame>
  );
}
