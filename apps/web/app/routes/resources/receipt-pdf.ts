import { documentMiddleware } from '../../features/orders/index.server.ts';
import { DocumentError } from '../../features/orders/index.ts';
import type { Route } from './+types/receipt-pdf';

/**
 * The PDF download of the account's document (ticket), fetched from the API as the shopper. The
 * middleware answers the file; an error is the shop's page for it (429, 404…), not a JSON body.
 */
export const middleware: Route.MiddlewareFunction[] = [documentMiddleware('ticket')];

export const ErrorBoundary = DocumentError;
