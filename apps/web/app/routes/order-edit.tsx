import { editAction, editLoader } from '../features/order-changes/index.server.ts';
import { EditPage } from '../features/order-changes/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/order-edit';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Modifier ma commande'),
  { name: 'robots', content: 'noindex' },
];

export function loader(args: Route.LoaderArgs) {
  return editLoader(args);
}

export function action(args: Route.ActionArgs) {
  return editAction(args);
}

export default function OrderEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EditPage data={loaderData} action={actionData} />;
}
