import { cancelAction, cancelLoader } from '../features/order-changes/index.server.ts';
import { CancelPage } from '../features/order-changes/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/order-cancel';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Annuler ma commande'),
  { name: 'robots', content: 'noindex' },
];

export function loader(args: Route.LoaderArgs) {
  return cancelLoader(args);
}

export function action(args: Route.ActionArgs) {
  return cancelAction(args);
}

export default function OrderCancelRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CancelPage data={loaderData} action={actionData} />;
}
