import { personalListAction, personalListLoader } from '../features/recipes/index.server.ts';
import { PersonalListPage } from '../features/recipes/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/recipe-personal';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes recettes personnelles'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return personalListLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return personalListAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function RecipePersonal({ loaderData }: Route.ComponentProps) {
  return <PersonalListPage data={loaderData} />;
}
