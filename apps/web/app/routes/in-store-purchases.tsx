import { inStoreAction, inStoreLoader } from '../features/in-store/index.server.ts';
import { InStorePage } from '../features/in-store/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/in-store-purchases';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes achats en magasin'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return inStoreLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return inStoreAction(request, context);
}

export default function InStorePurchasesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InStorePage data={loaderData} actionData={actionData} />;
}
