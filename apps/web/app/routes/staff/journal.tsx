import { staffJournalLoader } from '../../features/staff/index.server.ts';
import { StaffJournalPage } from '../../features/staff/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/journal';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Journal des actions');

export function loader(args: Route.LoaderArgs) {
  return staffJournalLoader(args);
}

export default function StaffJournal({ loaderData }: Route.ComponentProps) {
  return <StaffJournalPage page={loaderData} />;
}
