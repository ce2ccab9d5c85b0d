import { checkoutStepMiddleware, incompatibleLoader } from '../../features/checkout/index.server.ts';
import { checkoutPage, IncompatiblePage } from '../../features/checkout/index.ts';
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
