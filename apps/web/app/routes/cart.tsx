import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { cartChanged } from '../features/cart/index.ts';
import { cartPageLoader } from '../features/cart-page/index.server.ts';
import { CartPage } from '../features/cart-page/index.ts';
import { loadSaveListView } from '../features/lists/index.server.ts';
import { loadUsualSuggestions } from '../features/usual-products/index.server.ts';
import { UsualSuggestions } from '../features/usual-products/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/cart';

/** `/panier?type_panier=`: the cart page of one cart kind. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, saveList] = await Promise.all([
    cartPageLoader(request, context),
    loadSaveListView(request, context),
  ]);
  const usual = await loadUsualSuggestions(request, context, page);
  return { ...page, saveList, usual };
}

// The line controls spare other routes' loaders; this page shows the cart, so it reloads.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return cartChanged(formAction) || defaultShouldRevalidate;
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

// A basket is personal: never indexed.
export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mon panier'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CartPage data={loaderData} saveList={loaderData.saveList} />
      <UsualSuggestions items={loaderData.usual} />
    </>
  );
}
