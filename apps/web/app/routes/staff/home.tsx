import { redirect } from 'react-router';
import { staffMember } from '../../features/staff/index.server.ts';
import { STAFF_PATHS, StaffHome } from '../../features/staff/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Gestion');

export function loader({ context }: Route.LoaderArgs) {
  // The staff area's guard let only a staff member through.
  const member = staffMember(context);
  if (!member) throw redirect(STAFF_PATHS.login);
  return { member };
}

export default function StaffHomePage({ loaderData }: Route.ComponentProps) {
  return <StaffHome member={loaderData.member} />;
}
