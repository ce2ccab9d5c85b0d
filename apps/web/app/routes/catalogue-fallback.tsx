import { data } from 'react-router';
import { catalogueShop, categoryLoader } from '../features/catalogue/index.server.ts';
import { catalogueMeta, ProductListPage } from '../features/catalogue/index.ts';
import { parseCategoryPath } from '../lib/route-patterns.ts';
import type { Route } from './+types/catalogue-fallback';

/*
 * The catch-all `*` route of the default layout: the category list
 * `/{slug...}/{lastSlug}-c-{id}/{filtersQuery...}` (a shape React Router cannot express) is
 * dispatched here; every other address answers the not-found page with HTTP 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const route = parseCategoryPath(new URL(request.url).pathname);
  if (!route) throw data({ message: 'Page Not Found' }, { status: 404 });
  return categoryLoader(request, await catalogueShop(request, context), route);
}

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  catalogueMeta(error, loaderData?.head, 'Page introuvable');

export default function CatalogueFallback({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
