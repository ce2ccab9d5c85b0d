import { Outlet } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { CheckoutFrame } from '../features/layout/checkout-frame.tsx';

/** The checkout frame of the consumer checkout's other pages (step 1, payment, confirmations). */
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
