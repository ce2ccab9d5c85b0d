import { rhythmBasketLoader, usualProductsAction } from '../features/usual-products/index.server.ts';
import { RhythmBasketPage } from '../features/usual-products/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/usual-products-basket';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Préparer mon panier habituel'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return rhythmBasketLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return usualProductsAction(request, context, true);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function UsualProductsBasket({ loaderData, actionData }: Route.ComponentProps) {
  return <RhythmBasketPage data={loaderData} actionData={actionData} />;
}
