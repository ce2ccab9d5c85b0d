import { type MiddlewareFunction, redirect } from 'react-router';
import { REDIRECTS } from '../route-table.ts';

/**
 * Route rules (doc 1 §7 "A route-rules lookup by path can return a redirect target"): the permanent
 * redirects of the route table, and one canonical form of each address (no trailing slash), both
 * answered with a 301 that keeps the query string.
 */
export function redirectTarget(url: URL): string | null {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname;
  const target = REDIRECTS.get(path) ?? (path !== url.pathname ? path : null);
  if (target === null) return null;
  // A client-side navigation's data request carries React Router's own `_routes` parameter.
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  const query = search.toString();
  return query ? `${target}?${query}` : target;
}

export const routeRulesMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const target = redirectTarget(new URL(request.url));
    if (target) throw redirect(target, 301);
  }
  return next();
};
