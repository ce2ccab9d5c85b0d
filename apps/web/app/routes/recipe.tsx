import { recipeAction, recipeLoader } from '../features/recipes/index.server.ts';
import { RecipePage } from '../features/recipes/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/recipe';

export const meta: Route.MetaFunction = ({ error, loaderData }) => [
  ...pageTitle(
    error,
    loaderData ? `${loaderData.recipe.titre} : la recette` : 'Recette',
    loaderData?.recipe.description,
  ),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return recipeLoader(request, context, params);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return recipeAction(request, context, params);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function RecipeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RecipePage data={loaderData} action={actionData} />;
}
