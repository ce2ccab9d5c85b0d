import { addressStepAction, addressStepLoader } from '../../features/checkout/address-step.server.ts';
import { AddressStepPage } from '../../features/checkout/address-step-page.tsx';
import { checkoutStepMiddleware } from '../../features/checkout/checkout-guard.server.ts';
import { checkoutPage } from '../../features/checkout/checkout-page.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/delivery-address';

export const handle = checkoutPage({ step: 'address', title: 'Mode de livraison' });
export const middleware: Route.MiddlewareFunction[] = [checkoutStepMiddleware(handle)];

/** `/commander/adresse-livraison` and `/commander/adresse-livraison/{id}`. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return addressStepLoader(request, context, params);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return addressStepAction(request, context, params);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Adresse de livraison'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DeliveryAddress({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressStepPage data={loaderData} actionData={actionData} />;
}
