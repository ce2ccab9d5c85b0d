import { proBillingAction, proBillingLoader } from '../../features/pro-checkout/index.server.ts';
import { ProBillingPage } from '../../features/pro-checkout/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/billing';

/** `/commander-pro/infos-facturation`: the billing form, then the order. */
export function loader({ request, context }: Route.LoaderArgs) {
  return proBillingLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return proBillingAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes informations de facturation'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ProCheckoutBilling({ loaderData, actionData }: Route.ComponentProps) {
  return <ProBillingPage data={loaderData} actionData={actionData} />;
}
