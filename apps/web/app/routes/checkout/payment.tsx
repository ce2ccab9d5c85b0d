import { checkoutStepMiddleware } from '../../features/checkout/checkout-guard.server.ts';
import { checkoutPage } from '../../features/checkout/checkout-page.ts';
import { paymentStepAction, paymentStepLoader } from '../../features/checkout/payment-step.server.ts';
import { PaymentStepPage } from '../../features/checkout/payment-step-page.tsx';
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
