import { locatorLoader } from '../features/store-locator/index.server.ts';
import { StoreLocatorPage } from '../features/store-locator/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/store-locator';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Trouver un magasin'),
  {
    name: 'description',
    content: 'Les magasins Cabas près de chez vous : horaires du jour, services, drive et livraison.',
  },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return locatorLoader(request, context);
}

export default function StoreLocator({ loaderData }: Route.ComponentProps) {
  return <StoreLocatorPage data={loaderData} />;
}
