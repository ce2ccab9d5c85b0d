import { orderProductsLoader } from '../features/orders/index.server.ts';
import { OrderProducts } from '../features/orders/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/order-products';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Les produits de ma commande'),
  { name: 'robots', content: 'noindex' },
];

export function loader(args: Route.LoaderArgs) {
  return orderProductsLoader(args);
}

export default function OrderProductsRoute({ loaderData }: Route.ComponentProps) {
  return <OrderProducts data={loaderData} />;
}
