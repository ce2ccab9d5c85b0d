import { staffDayOrdersLoader } from '../../features/staff-orders/index.server.ts';
import { StaffDayOrdersPage } from '../../features/staff-orders/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Commandes du jour');

export function loader(args: Route.LoaderArgs) {
  return staffDayOrdersLoader(args);
}

export default function StaffOrders({ loaderData }: Route.ComponentProps) {
  return <StaffDayOrdersPage page={loaderData} />;
}
