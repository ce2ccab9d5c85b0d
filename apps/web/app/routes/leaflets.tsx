import { catalogueShop } from '../features/catalogue/index.server.ts';
import { leafletListLoader } from '../features/leaflets/index.server.ts';
import { LeafletListPage } from '../features/leaflets/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/leaflets';

/** `/prospectus`: the current store's running and coming leaflets. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return leafletListLoader(await catalogueShop(request, context), 'boutique');
}

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  pageTitle(
    error,
    'Prospectus de votre magasin',
    loaderData?.storeName
      ? `Les promotions en cours et à venir de ${loaderData.storeName} : prospectus à feuilleter et à ajouter au panier.`
      : undefined,
  );

export default function Leaflets({ loaderData }: Route.ComponentProps) {
  return <LeafletListPage data={loaderData} />;
}
