import { invoicePageAction, invoicePageLoader } from '../features/orders/index.server.ts';
import { InvoicePage } from '../features/orders/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/order-invoice';

export const meta: Route.MetaFunction = ({ error, loaderData }) => [
  ...pageTitle(error, loaderData ? `Facture de la commande ${loaderData.code}` : 'Ma facture'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return invoicePageLoader(request, context, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return invoicePageAction(request, context, params.id);
}

export default function OrderInvoiceRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InvoicePage data={loaderData} action={actionData} />;
}
