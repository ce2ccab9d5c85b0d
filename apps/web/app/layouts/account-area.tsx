import { Outlet } from 'react-router';
import { guardLayoutLoader, guardMiddleware } from '../features/auth/index.server.ts';
import type { Route } from './+types/account-area';

/**
 * Pages for logged-in shoppers (the account area, the order confirmations): a visitor gets the 401
 * page ('Vous devez vous connecter pour accéder à cette page.') with the inline login form, inside the
 * frame of the page asked for.
 */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware(['authenticated'])];

export function loader({ context }: Route.LoaderArgs) {
  return guardLayoutLoader({ context });
}

// The guard's answer is given again on every navigation below it.
export const shouldRevalidate = () => true;

export default function AccountArea() {
  return <Outlet />;
}
