import { Outlet } from 'react-router';
import { guardMiddleware } from '../features/auth/index.server.ts';
import type { Route } from './+types/visitors-only';

/**
 * Pages for visitors only (login, account creation): a logged-in shopper asking for one is sent home.
 * Their forms are left to their actions (origin check first, then the sign-up's own visitor check).
 */
export const middleware: Route.MiddlewareFunction[] = [
  guardMiddleware(['unauthenticated'], { pagesOnly: true }),
];

export default function VisitorsOnly() {
  return <Outlet />;
}
