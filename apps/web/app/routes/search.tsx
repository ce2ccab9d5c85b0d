import { data } from 'react-router';
import { catalogueShop, searchLoader } from '../features/catalogue/index.server.ts';
import { catalogueMeta, ProductListPage } from '../features/catalogue/index.ts';
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
