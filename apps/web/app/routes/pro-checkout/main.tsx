import { proMainStepAction, proMainStepLoader } from '../../features/pro-checkout/index.server.ts';
import { ProMainStepPage } from '../../features/pro-checkout/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/main';

/** `/commander-pro`: the pro checkout's main step. */
export function loader({ request, context }: Route.LoaderArgs) {
  return proMainStepLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return proMainStepAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Ma commande pro'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ProCheckoutMain({ loaderData, actionData }: Route.ComponentProps) {
  return <ProMainStepPage data={loaderData} actionData={actionData} />;
}
