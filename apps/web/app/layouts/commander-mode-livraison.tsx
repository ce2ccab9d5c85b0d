import { Outlet } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { CheckoutFrame } from '../features/layout/checkout-frame.tsx';

/** The checkout frame of the delivery-mode and delivery-address steps. */
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
