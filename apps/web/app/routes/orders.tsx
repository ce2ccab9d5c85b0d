import { ordersListLoader } from '../features/orders/index.server.ts';
import { OrdersList } from '../features/orders/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ error, loaderData }) => [
  ...pageTitle(error, loaderData?.view === 'archive' ? 'Mes commandes archivées' : 'Mes commandes en cours'),
  { name: 'robots', content: 'noindex' },
];

export function loader(args: Route.LoaderArgs) {
  return ordersListLoader(args, false);
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersList data={loaderData} />;
}
