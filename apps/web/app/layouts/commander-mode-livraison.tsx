import { Outlet } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { CheckoutFrame } from '../features/layout/checkout-frame.tsx';

/**
 * The `commander-mode-livraison` layout of doc 1 §1, for the delivery-mode and delivery-address steps (doc 1 §2). Registered by `routes.ts` once one of its pages
 * is built.
 */
export default function CommanderModeLivraisonLayout() {
  return (
    <CheckoutFrame title="Mode de livraison">
      <Outlet />
    </CheckoutFrame>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <CheckoutFrame title="Mode de livraison">
      <ErrorPage error={error} />
    </CheckoutFrame>
  );
}
