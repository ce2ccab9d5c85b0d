import { listDetailAction, listDetailLoader } from '../features/lists/index.server.ts';
import { ListDetail } from '../features/lists/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/lists-detail';

export const meta: Route.MetaFunction = ({ data, error }) => [
  ...pageTitle(error, data ? `${data.titre} - Mes listes de courses` : 'Ma liste de courses'),
  { name: 'robots', content: 'noindex' },
];

export function loader(args: Route.LoaderArgs) {
  return listDetailLoader(args);
}

export function action(args: Route.ActionArgs) {
  return listDetailAction(args);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function ListDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ListDetail data={loaderData} actionData={actionData ?? null} />;
}
