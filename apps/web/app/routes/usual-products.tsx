import { usualProductsAction, usualProductsLoader } from '../features/usual-products/index.server.ts';
import { UsualProductsPage } from '../features/usual-products/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/usual-products';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes produits habituels'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return usualProductsLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return usualProductsAction(request, context, false);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function UsualProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <UsualProductsPage data={loaderData} actionData={actionData} />;
}
