import { catalogueShop } from '../features/catalogue/index.server.ts';
import { leafletLoader } from '../features/leaflets/index.server.ts';
import { isMissing, KioskLeafletPage, KioskMissingPage, missingTitle } from '../features/leaflets/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/leaflet-kiosk';

/** `/prospectus/borne/{slug}` and `/prospectus/borne/{slug}/{page}`: a leaflet page on the kiosk. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return leafletLoader(await catalogueShop(request, context), params['*'], 'borne');
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => [
  ...(!loaderData || isMissing(loaderData)
    ? pageTitle(error, missingTitle(loaderData?.missing ?? 'inconnu'))
    : pageTitle(error, `Prospectus « ${loaderData.leaflet.title} » (borne)`)),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function LeafletKiosk({ loaderData }: Route.ComponentProps) {
  if (isMissing(loaderData)) return <KioskMissingPage data={loaderData} />;
  return <KioskLeafletPage data={loaderData} />;
}
