import { data } from 'react-router';
import { failedOutcome, PaymentFailedPage } from '../../features/checkout/index.ts';
import { loadSaveListView } from '../../features/lists/index.server.ts';
import { pageTitle } from '../../lib/meta.ts';
import { readPaymentKind } from '../../lib/payment-kind-cookie.server.ts';
import type { Route } from './+types/payment-failed';

/** `/commander/confirmation/annulation|erreur|refus`: one view, three statuses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const outcome = failedOutcome(new URL(request.url), await readPaymentKind(request.headers.get('cookie')));
  if (!outcome) throw data({ message: 'Page Not Found' }, { status: 404 });
  return { ...outcome, saveList: await loadSaveListView(request, context) };
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => [
  ...pageTitle(error, loaderData?.title ?? 'Paiement'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function PaymentFailed({ loaderData }: Route.ComponentProps) {
  return <PaymentFailedPage data={loaderData} saveList={loaderData.saveList} />;
}
