import { teamMemberAction, teamMemberLoader } from '../../features/staff/index.server.ts';
import { TeamMemberPage } from '../../features/staff/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/team-member';

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  pageTitle(error, loaderData ? `${loaderData.target.nom} – Équipe` : 'Équipe');

export function loader(args: Route.LoaderArgs) {
  return teamMemberLoader(args);
}

export function action(args: Route.ActionArgs) {
  return teamMemberAction(args);
}

export default function StaffTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamMemberPage page={loaderData} result={actionData} />;
}
