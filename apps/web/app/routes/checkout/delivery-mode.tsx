import {
  checkoutStepMiddleware,
  modeStepAction,
  modeStepLoader,
} from '../../features/checkout/index.server.ts';
import { checkoutPage, ModeStepPage } from '../../features/checkout/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/delivery-mode';

export const handle = checkoutPage({ step: 'mode', title: 'Mode de livraison' });
export const middleware: Route.MiddlewareFunction[] = [checkoutStepMiddleware(handle)];

/** `/commander/mode-livraison`: modes, services and the slot planning. */
export function loader({ request, context }: Route.LoaderArgs) {
  return modeStepLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return modeStepAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mode de retrait ou de livraison'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DeliveryMode({ loaderData, actionData }: Route.ComponentProps) {
  return <ModeStepPage data={loaderData} actionData={actionData} />;
}
