import { checkInAction, checkInLoader } from '../features/hand-over/index.server.ts';
import { CheckInPage } from '../features/hand-over/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/check-in';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Arrivée au drive'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader(args: Route.LoaderArgs) {
  return checkInLoader(args);
}

export function action(args: Route.ActionArgs) {
  return checkInAction(args);
}

export function headers() {
  // The token stays on the shop: no referrer to another site; same-origin keeps the form's Origin header.
  return { 'cache-control': 'private, no-store', 'referrer-policy': 'same-origin' };
}

export default function CheckIn({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckInPage view={actionData ?? loaderData} />;
}
