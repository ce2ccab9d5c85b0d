import { loyaltyAction, loyaltyLoader } from '../features/loyalty/index.server.ts';
import { LoyaltyPage } from '../features/loyalty/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/loyalty';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Ma fidélité'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return loyaltyAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function Loyalty({ loaderData, actionData }: Route.ComponentProps) {
  return <LoyaltyPage data={loaderData} actionData={actionData} />;
}
