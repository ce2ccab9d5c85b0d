import { catalogueShop } from '../features/catalogue/index.server.ts';
import { leafletListLoader } from '../features/leaflets/index.server.ts';
import { KioskListPage } from '../features/leaflets/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/leaflet-kiosk-home';

/** `/prospectus/borne`: the in-store kiosk's start page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return leafletListLoader(await catalogueShop(request, context), 'borne');
}

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Prospectus du magasin (borne)'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function LeafletKioskHome({ loaderData }: Route.ComponentProps) {
  return <KioskListPage data={loaderData} />;
}
