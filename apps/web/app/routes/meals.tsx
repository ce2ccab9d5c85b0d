import { mealsAction, mealsLoader } from '../features/recipes/index.server.ts';
import { MealsPage } from '../features/recipes/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/meals';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes repas de la semaine'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return mealsLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return mealsAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function Meals({ loaderData, actionData }: Route.ComponentProps) {
  return <MealsPage data={loaderData} action={actionData} />;
}
