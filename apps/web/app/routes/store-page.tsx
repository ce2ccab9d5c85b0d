import { storePageLoader } from '../features/store-page/index.server.ts';
import { StorePage } from '../features/store-page/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/store-page';

/** `/magasins/{slug}-m-{id}` (default layout); `show_plan=ccn|cct|ccp` opens that mode's planning. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return storePageLoader(request, context, params.store);
}

export function headers() {
  return { 'cache-control': 'private, max-age=60' };
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!loaderData) return pageTitle(error, 'Magasin');
  const { store } = loaderData;
  return [
    ...pageTitle(
      error,
      `${store.name} à ${store.ville} : horaires, services et drive`,
      `${store.name}, ${store.adresse} à ${store.ville} : horaires d’ouverture, services, drive, livraison et prix des carburants.`,
    ),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
};

export default function StorePageRoute({ loaderData }: Route.ComponentProps) {
  return <StorePage data={loaderData} />;
}
