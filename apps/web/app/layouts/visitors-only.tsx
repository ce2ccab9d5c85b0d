import { Outlet } from 'react-router';
import { guardMiddleware } from '../features/auth/guards.server.ts';
import type { Route } from './+types/visitors-only';

/** Pages for visitors only (login, account creation): a logged-in shopper is sent home. */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware(['unauthenticated'])];

export default function VisitorsOnly() {
  return <Outlet />;
}
