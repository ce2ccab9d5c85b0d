import { Outlet, useMatches } from 'react-router';
import { checkoutPageOf } from '../features/checkout/index.ts';
import { ErrorPage } from '../features/errors/index.ts';
import { CheckoutFrame } from '../features/layout/index.ts';

/** The checkout's reduced frame; its title is the one the page declares in its `handle`. */
export default function CheckoutFrameLayout() {
  const { title } = checkoutPageOf(useMatches());
  return (
    <CheckoutFrame title={title}>
      <Outlet />
    </CheckoutFrame>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const { title } = checkoutPageOf(useMatches());
  return (
    <CheckoutFrame title={title}>
      <ErrorPage error={error} />
    </CheckoutFrame>
  );
}
