import { checkoutStepMiddleware } from '../../features/checkout/checkout-guard.server.ts';
import { checkoutPage } from '../../features/checkout/checkout-page.ts';
import { incompatibleLoader } from '../../features/checkout/incompatible.server.ts';
import { IncompatiblePage } from '../../features/checkout/incompatible-page.tsx';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/incompatible';

export const handle = checkoutPage({ step: 'mode' });
export const middleware: Route.MiddlewareFunction[] = [checkoutStepMiddleware(handle)];

/** `/commander/produits-incompatibles` (mobile). */
export function loader({ request, context }: Route.LoaderArgs) {
  return incompatibleLoader(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Produits incompatibles'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Incompatible({ loaderData }: Route.ComponentProps) {
  return <IncompatiblePage data={loaderData} />;
}
