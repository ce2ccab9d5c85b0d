import { AccountDeletedPage } from '../features/profile/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/profile-account-deleted';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Compte supprimé'),
  { name: 'robots', content: 'noindex' },
];

export default function ProfileAccountDeletedRoute() {
  return <AccountDeletedPage />;
}
