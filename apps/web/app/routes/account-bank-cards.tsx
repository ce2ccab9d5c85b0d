import { bankCardsAction, bankCardsLoader } from '../features/bank-cards/index.server.ts';
import { BankCardsPage } from '../features/bank-cards/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/account-bank-cards';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes cartes bancaires'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return bankCardsLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return bankCardsAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function AccountBankCards({ loaderData, actionData }: Route.ComponentProps) {
  return <BankCardsPage data={loaderData} actionData={actionData} />;
}
