import { catalogueShop } from '../features/catalogue/catalogue-cache.server.ts';
import { catalogueMeta } from '../features/catalogue/list-meta.ts';
import { mixLoader } from '../features/catalogue/mix.server.ts';
import { MixPage } from '../features/catalogue/mix-page.tsx';
import type { Route } from './+types/mixin';

/** `/article/mixin?panachage={id}`: the products of one mix offer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return mixLoader(request, await catalogueShop(request, context));
}

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  catalogueMeta(error, loaderData?.head, 'Offre panachée');

export default function Mixin({ loaderData }: Route.ComponentProps) {
  return <MixPage data={loaderData} />;
}
