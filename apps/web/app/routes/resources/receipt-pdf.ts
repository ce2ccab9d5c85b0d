import { documentResponse } from '../../features/orders/documents.server.ts';
import type { Route } from './+types/receipt-pdf';

/** The PDF download of the account's document (ticket), fetched from the API as the shopper. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return documentResponse(request, context, 'ticket', params.id);
}
