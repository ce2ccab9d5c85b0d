import { addressStepAction, addressStepLoader } from '../../features/checkout/address-step.server.ts';
import { AddressStepPage } from '../../features/checkout/address-step-page.tsx';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/delivery-address';

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
