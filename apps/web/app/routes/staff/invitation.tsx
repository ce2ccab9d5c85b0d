import { invitationAction, invitationLoader } from '../../features/staff/index.server.ts';
import { StaffInvitationPage } from '../../features/staff/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/invitation';

/** A new staff member's invitation link (decision 117): public, never indexed. */
export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Invitation du personnel'),
  { name: 'robots', content: 'noindex' },
];

export function loader(args: Route.LoaderArgs) {
  return invitationLoader(args);
}

export function action(args: Route.ActionArgs) {
  return invitationAction(args);
}

export default function StaffInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffInvitationPage page={loaderData} result={actionData} />;
}
