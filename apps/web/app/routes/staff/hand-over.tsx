import { staffHandOverLoader } from '../../features/hand-over/index.server.ts';
import { StaffHandOverPage } from '../../features/hand-over/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/hand-over';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Retrait au drive');

export function loader(args: Route.LoaderArgs) {
  return staffHandOverLoader(args);
}

export default function StaffHandOver({ loaderData }: Route.ComponentProps) {
  return <StaffHandOverPage page={loaderData} />;
}
