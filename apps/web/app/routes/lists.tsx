import { listsAction, listsLoader } from '../features/lists/index.server.ts';
import { ListsPage } from '../features/lists/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/lists';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes listes de courses'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return listsLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return listsAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function Lists({ loaderData, actionData }: Route.ComponentProps) {
  return <ListsPage data={loaderData} actionData={actionData ?? null} />;
}
