import { cardCreationAction } from '../features/loyalty/loyalty.server.ts';
import { CardCreationPage } from '../features/loyalty/loyalty-pages.tsx';
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
  return <CardCreationPage error={actionData?.error ?? null} />;
}
