import {
  checkoutStepMiddleware,
  paymentStepAction,
  paymentStepLoader,
} from '../../features/checkout/index.server.ts';
import { checkoutPage, PaymentStepPage } from '../../features/checkout/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/payment';

export const handle = checkoutPage({ step: 'payment' });
export const middleware: Route.MiddlewareFunction[] = [checkoutStepMiddleware(handle)];

/** `/commander/paiement-et-avantages`. */
export function loader({ request, context }: Route.LoaderArgs) {
  return paymentStepLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return paymentStepAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Paiement et avantages'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentStepPage data={loaderData} actionData={actionData} />;
}
