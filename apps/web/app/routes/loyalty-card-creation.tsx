import { cardCreationAction } from '../features/loyalty/index.server.ts';
import { CardCreationPage } from '../features/loyalty/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/loyalty-card-creation';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Créer ma carte de fidélité'),
  { name: 'robots', content: 'noindex' },
];

export function action({ request, context }: Route.ActionArgs) {
  return cardCreationAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function LoyaltyCardCreation({ actionData }: Route.ComponentProps) {
  return <CardCreationPage result={actionData?.result} />;
}
