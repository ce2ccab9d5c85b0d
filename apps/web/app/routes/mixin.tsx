import { catalogueShop, mixLoader } from '../features/catalogue/index.server.ts';
import { catalogueMeta, MixPage } from '../features/catalogue/index.ts';
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
