import { personalFormAction, personalFormLoader } from '../features/recipes/index.server.ts';
import { PersonalFormPage } from '../features/recipes/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/recipe-personal-form';

export const meta: Route.MetaFunction = ({ error, params }) => [
  ...pageTitle(error, params.id ? 'Modifier ma recette' : 'Écrire une recette'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return personalFormLoader(request, context, params);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return personalFormAction(request, context, params);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function RecipePersonalForm({ loaderData, actionData }: Route.ComponentProps) {
  return <PersonalFormPage data={loaderData} action={actionData} />;
}
