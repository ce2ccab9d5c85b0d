import { staffTeamAction, staffTeamLoader } from '../../features/staff/index.server.ts';
import { StaffTeamPage } from '../../features/staff/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/team';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Équipe');

export function loader(args: Route.LoaderArgs) {
  return staffTeamLoader(args);
}

export function action(args: Route.ActionArgs) {
  return staffTeamAction(args);
}

export default function StaffTeam({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffTeamPage page={loaderData} result={actionData} />;
}
