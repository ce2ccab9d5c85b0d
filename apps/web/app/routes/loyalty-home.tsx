import { loyaltyHomeLoader } from '../features/loyalty/index.server.ts';
import { LoyaltyHomePage } from '../features/loyalty/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/loyalty-home';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Le programme de fidélité');

export function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyHomeLoader(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function LoyaltyHome({ loaderData }: Route.ComponentProps) {
  return <LoyaltyHomePage data={loaderData} />;
}
