import { CardCreationErrorPage } from '../features/loyalty/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/loyalty-card-error';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Création de carte impossible'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request }: Route.LoaderArgs) {
  return { existing: new URL(request.url).searchParams.get('carteExistante') === '1' };
}

export default function LoyaltyCardError({ loaderData }: Route.ComponentProps) {
  return <CardCreationErrorPage existing={loaderData.existing} />;
}
