import { pointsConversionAction, pointsConversionLoader } from '../features/loyalty/index.server.ts';
import { PointsConversionPage } from '../features/loyalty/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/loyalty-points';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Transformer mes points'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return pointsConversionLoader(request, context, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return pointsConversionAction(request, context, params.id);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function LoyaltyPoints({ loaderData, actionData }: Route.ComponentProps) {
  return <PointsConversionPage data={loaderData} actionData={actionData} />;
}
