import { proConfirmationLoader } from '../../features/pro-checkout/index.server.ts';
import { ProConfirmationPage } from '../../features/pro-checkout/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/confirmation';

/** `/commander-pro/confirmation/{id}`: the pro order made. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return proConfirmationLoader(request, context, params);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Commande pro confirmée'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ProCheckoutConfirmation({ loaderData }: Route.ComponentProps) {
  return <ProConfirmationPage data={loaderData} />;
}
