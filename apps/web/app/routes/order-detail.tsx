import { orderDetailAction, orderDetailLoader, orderPdfMiddleware } from '../features/orders/index.server.ts';
import { OrderDetail } from '../features/orders/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/order-detail';

export const meta: Route.MetaFunction = ({ error, loaderData }) => [
  ...pageTitle(error, loaderData ? loaderData.order.titre : 'Ma commande'),
  { name: 'robots', content: 'noindex' },
];

/** `?downloadPDF=1` answers the order's PDF as an attachment. */
export const middleware: Route.MiddlewareFunction[] = [orderPdfMiddleware];

export function loader(args: Route.LoaderArgs) {
  return orderDetailLoader(args);
}

export function action(args: Route.ActionArgs) {
  return orderDetailAction(args);
}

export default function OrderDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetail data={loaderData} action={actionData} />;
}
