import { offerAction, offerLoader } from '../features/subscriptions/index.server.ts';
import { OfferPage } from '../features/subscriptions/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/subscription-offer';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, "L'abonnement livraison");

export function loader({ request, context }: Route.LoaderArgs) {
  return offerLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return offerAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function SubscriptionOffer({ loaderData, actionData }: Route.ComponentProps) {
  return <OfferPage data={loaderData} actionData={actionData} />;
}
