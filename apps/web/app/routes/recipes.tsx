import { recipeListLoader } from '../features/recipes/index.server.ts';
import { RecipeListPage } from '../features/recipes/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/recipes';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Recettes', 'Des recettes de tous les jours et leurs ingrédients à ajouter au panier.'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return recipeListLoader(request, context);
}

export default function Recipes({ loaderData }: Route.ComponentProps) {
  return <RecipeListPage data={loaderData} />;
}
