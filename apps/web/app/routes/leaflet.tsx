import { catalogueShop } from '../features/catalogue/index.server.ts';
import { leafletLoader } from '../features/leaflets/index.server.ts';
import { isMissing, LeafletMissing, LeafletPage, missingTitle } from '../features/leaflets/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/leaflet';

/** `/prospectus/{slug}` and `/prospectus/{slug}/{page}`: one page of a leaflet. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return leafletLoader(await catalogueShop(request, context), params['*'], 'boutique');
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!loaderData || isMissing(loaderData))
    return pageTitle(error, missingTitle(loaderData?.missing ?? 'inconnu'));
  const { leaflet, page } = loaderData;
  const suffix = page.number > 1 ? ` (page ${page.number})` : '';
  return pageTitle(
    error,
    `Prospectus « ${leaflet.title} »${suffix}`,
    `${leaflet.kind} : ${leaflet.validity.toLowerCase()}.`,
  );
};

export default function Leaflet({ loaderData }: Route.ComponentProps) {
  if (isMissing(loaderData)) return <LeafletMissing data={loaderData} variant="boutique" />;
  return <LeafletPage data={loaderData} />;
}
