import { data } from 'react-router';
import { NotFound } from '../features/errors/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/not-found';

/*
 * Serves both the catch-all `*` route (unknown addresses and pages not built yet) and `/404`.
 * The loader throws a 404, so the default layout's error boundary renders the
 * not-found page inside the shop's frame with a real HTTP 404 status.
 */
export function loader(): never {
  throw data({ message: 'Page Not Found' }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Page introuvable');

export default function NotFoundRoute() {
  return <NotFound />;
}
