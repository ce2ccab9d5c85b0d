import { profileAction, profileLoader } from '../features/profile/index.server.ts';
import { ProfilePage } from '../features/profile/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mon profil'),
  { name: 'robots', content: 'noindex' },
];

export function loader(args: Route.LoaderArgs) {
  return profileLoader(args);
}

export function action(args: Route.ActionArgs) {
  return profileAction(args);
}

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage data={loaderData} result={actionData ?? null} />;
}
