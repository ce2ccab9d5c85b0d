import {
  addressStepAction,
  addressStepLoader,
  checkoutStepMiddleware,
} from '../../features/checkout/index.server.ts';
import { AddressStepPage, checkoutPage } from '../../features/checkout/index.ts';
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
