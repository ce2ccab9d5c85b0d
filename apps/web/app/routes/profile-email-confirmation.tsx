import { emailConfirmationAction, emailConfirmationLoader } from '../features/profile/index.server.ts';
import { EmailConfirmationPage } from '../features/profile/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/profile-email-confirmation';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Confirmation de votre nouvelle adresse email'),
  { name: 'robots', content: 'noindex' },
];

export function loader(args: Route.LoaderArgs) {
  return emailConfirmationLoader(args);
}

export function action(args: Route.ActionArgs) {
  return emailConfirmationAction(args);
}

export default function ProfileEmailConfirmationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailConfirmationPage data={actionData ?? loaderData} />;
}
