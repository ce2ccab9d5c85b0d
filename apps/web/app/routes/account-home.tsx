import { accountHomeLoader } from '../features/account-area/index.server.ts';
import { AccountHome } from '../features/account-area/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/account-home';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mon compte'),
  { name: 'robots', content: 'noindex' },
];

export function loader(args: Route.LoaderArgs) {
  return accountHomeLoader(args);
}

export default function AccountHomeRoute({ loaderData }: Route.ComponentProps) {
  return <AccountHome data={loaderData} />;
}
