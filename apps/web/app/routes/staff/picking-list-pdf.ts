import { pickingListMiddleware } from '../../features/preparation/index.server.ts';
import { StaffError } from '../../features/staff/index.ts';
import type { Route } from './+types/picking-list-pdf';

/**
 * The picking list's PDF of an order, fetched from the API as the staff member. The middleware
 * answers the file; an error (another store's order: 403) is the staff frame's page, not JSON.
 */
export const middleware: Route.MiddlewareFunction[] = [pickingListMiddleware];

export const ErrorBoundary = StaffError;
