import {
  checkoutStepMiddleware,
  startStepAction,
  startStepLoader,
} from '../../features/checkout/index.server.ts';
import { checkoutPage, StartStepPage } from '../../features/checkout/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/start';

export const handle = checkoutPage({ step: 'start' });
export const middleware: Route.MiddlewareFunction[] = [checkoutStepMiddleware(handle)];

/** `/commander?type_panier=`: step 1 of the consumer checkout. */
export function loader({ request, context }: Route.LoaderArgs) {
  return startStepLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return startStepAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Ma commande'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Start({ loaderData }: Route.ComponentProps) {
  return <StartStepPage data={loaderData} />;
}
