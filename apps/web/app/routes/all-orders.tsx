import { ordersListLoader } from '../features/orders/index.server.ts';
import { OrdersList } from '../features/orders/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/all-orders';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Toutes mes commandes'),
  { name: 'robots', content: 'noindex' },
];

export function loader(args: Route.LoaderArgs) {
  return ordersListLoader(args, true);
}

export default function AllOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersList data={loaderData} />;
}
