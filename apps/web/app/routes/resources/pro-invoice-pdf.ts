import { DocumentError } from '../../features/orders/index.ts';
import { proInvoicePdfMiddleware } from '../../features/pro-space/index.server.ts';
import type { Route } from './+types/pro-invoice-pdf';

/**
 * A pro invoice's PDF, fetched from the API as the pro. The middleware answers the file; an error is
 * the shop's page for it (429, 404…), not a JSON body.
 */
export const middleware: Route.MiddlewareFunction[] = [proInvoicePdfMiddleware];

export const ErrorBoundary = DocumentError;
