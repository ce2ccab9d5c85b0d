import { confirmationLoader } from '../../features/checkout/index.server.ts';
import { ConfirmationPage } from '../../features/checkout/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/confirmation';

/** `/commander/confirmation/{id}/ok|en-attente|deja-traitee`. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return confirmationLoader(request, context, params);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Confirmation de commande'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage data={loaderData} />;
}
