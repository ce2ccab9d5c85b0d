import { Outlet } from 'react-router';
import { requireStaffMiddleware } from '../features/staff/index.server.ts';
import type { Route } from './+types/staff-area';

/**
 * The pages of a logged-in staff member: anyone else (a visitor, a shopper logged in to the shop)
 * is sent to /gestion/connexion, coming back here after login.
 */
export const middleware: Route.MiddlewareFunction[] = [requireStaffMiddleware];

export default function StaffArea() {
  return <Outlet />;
}
