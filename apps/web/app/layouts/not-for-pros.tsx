import { Outlet } from 'react-router';
import { guardMiddleware } from '../features/auth/index.server.ts';
import type { Route } from './+types/not-for-pros';

/** Pages not for pros (the loyalty pages): a pro asking for one is sent to the account home. */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware(['forbidden-pro'])];

export default function NotForPros() {
  return <Outlet />;
}
