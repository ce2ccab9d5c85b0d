import { data } from 'react-router';
import { catalogueShop, giftCardAction, productLoader } from '../features/catalogue/index.server.ts';
import { catalogueMeta, ProductPage } from '../features/catalogue/index.ts';
import { isSlug, parseId } from '../lib/route-patterns.ts';
import type { Route } from './+types/product';

/** `/article/{id}/{slug?}`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const slug = params.slug ?? null;
  if (id === null || (slug !== null && !isSlug(slug)))
    throw data({ message: 'Page Not Found' }, { status: 404 });
  return productLoader(request, await catalogueShop(request, context), id, slug);
}

/** The gift-card form of a CKDO sheet (the amount checked as in the browser), added to the cart. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (id === null) throw data({ message: 'Page Not Found' }, { status: 404 });
  return giftCardAction(request, await catalogueShop(request, context), id, context);
}

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  catalogueMeta(error, loaderData?.head, 'Produit');

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductPage data={loaderData} />;
}
