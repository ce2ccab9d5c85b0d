import { addressesAction, addressesLoader } from '../features/addresses/index.server.ts';
import { AddressesPage } from '../features/addresses/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/account-addresses';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes adresses'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return addressesLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return addressesAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function AccountAddresses({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressesPage data={loaderData} actionData={actionData} />;
}
