import { Outlet } from 'react-router';
import { guardMiddleware } from '../features/auth/index.server.ts';
import type { Route } from './+types/new-loyalty-card';

/** The loyalty card creation (guard `nouvelle-fidelite`): a pro is sent home. */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware(['nouvelle-fidelite'])];

export default function NewLoyaltyCard() {
  return <Outlet />;
}
