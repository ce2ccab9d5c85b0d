import { incompatibleLoader } from '../../features/checkout/incompatible.server.ts';
import { IncompatiblePage } from '../../features/checkout/incompatible-page.tsx';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/incompatible';

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
