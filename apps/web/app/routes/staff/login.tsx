import { staffLoginAction, staffLoginLoader } from '../../features/staff/index.server.ts';
import { StaffLoginPage } from '../../features/staff/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Connexion du personnel');

export function loader(args: Route.LoaderArgs) {
  return staffLoginLoader(args);
}

export function action(args: Route.ActionArgs) {
  return staffLoginAction(args);
}

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffLoginPage redirectTo={actionData?.redirectTo ?? loaderData.redirectTo} result={actionData} />;
}
