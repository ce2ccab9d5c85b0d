import { subscriptionsLoader } from '../features/subscriptions/index.server.ts';
import { SubscriptionsPage } from '../features/subscriptions/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/account-subscriptions';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes abonnements'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return subscriptionsLoader(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function AccountSubscriptions({ loaderData }: Route.ComponentProps) {
  return <SubscriptionsPage data={loaderData} />;
}
