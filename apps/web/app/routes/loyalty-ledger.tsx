import { ledgerLoader } from '../features/loyalty-ledger/index.server.ts';
import { LedgerPage } from '../features/loyalty-ledger/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/loyalty-ledger';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Historique de ma carte de fidélité'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return ledgerLoader(request, context, params.id);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function LoyaltyLedger({ loaderData }: Route.ComponentProps) {
  return <LedgerPage data={loaderData} />;
}
