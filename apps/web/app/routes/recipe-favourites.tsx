import { favouritesAction, favouritesLoader } from '../features/recipes/index.server.ts';
import { FavouritesPage } from '../features/recipes/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/recipe-favourites';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes recettes favorites'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return favouritesLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return favouritesAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function RecipeFavourites({ loaderData }: Route.ComponentProps) {
  return <FavouritesPage data={loaderData} />;
}
