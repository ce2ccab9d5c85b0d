import { Outlet } from 'react-router';
import { guardLayoutLoader, guardMiddleware } from '../features/auth/index.server.ts';
import { cartKindOfUrl } from '../lib/cart-kind.ts';
import type { Route } from './+types/checkout-visitors-only';

/**
 * The checkout's login step, for visitors only: a logged-in shopper asking for it goes on to the
 * checkout of the cart kind (`type_panier`). Its form is left to its action (origin check first; a
 * shopper logged in meanwhile is sent on without a second session).
 */
export const middleware: Route.MiddlewareFunction[] = [
  guardMiddleware(['unauthenticated-tunnel'], {
    pagesOnly: true,
    pageFacts: (request) => ({ cartType: cartKindOfUrl(new URL(request.url)) }),
  }),
];

export function loader({ context }: Route.LoaderArgs) {
  return guardLayoutLoader({ context });
}

export default function CheckoutVisitorsOnly() {
  return <Outlet />;
}
