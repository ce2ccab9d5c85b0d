import {
  staffProInvoicesAction,
  staffProInvoicesLoader,
} from '../../features/staff-pro-invoices/index.server.ts';
import { StaffProInvoicesPage } from '../../features/staff-pro-invoices/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/pro-invoices';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Factures pro');

export function loader(args: Route.LoaderArgs) {
  return staffProInvoicesLoader(args);
}

export function action(args: Route.ActionArgs) {
  return staffProInvoicesAction(args);
}

export default function StaffProInvoices({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffProInvoicesPage page={loaderData} action={actionData} />;
}
