import { data } from 'react-router';
import { catalogueShop } from '../features/catalogue/catalogue-cache.server.ts';
import { searchLoader } from '../features/catalogue/list.server.ts';
import { catalogueMeta } from '../features/catalogue/list-meta.ts';
import { ProductListPage } from '../features/catalogue/product-list-page.tsx';
import { parseSearchPath } from '../lib/route-patterns.ts';
import type { Route } from './+types/search';

/** `/recherche/{filtersQuery...}?keywords=&sortby=&pageindex=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const route = parseSearchPath(new URL(request.url).pathname);
  if (!route) throw data({ message: 'Page Not Found' }, { status: 404 });
  return searchLoader(request, await catalogueShop(request, context), route.filters);
}

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  catalogueMeta(error, loaderData?.head, 'Recherche');

export default function Search({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
