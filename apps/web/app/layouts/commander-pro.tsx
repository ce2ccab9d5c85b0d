import { Outlet } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { CheckoutFrame } from '../features/layout/checkout-frame.tsx';

/**
 * The `commander-pro` layout of doc 1 §1, for the professional checkout (doc 1 §2). Registered by `routes.ts` once one of its pages
 * is built.
 */
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
