import { type MiddlewareFunction, redirect } from 'react-router';

/** Old addresses that moved for good, by path: answered with a 301 to their new address. */
export const PERMANENT_REDIRECTS: ReadonlyMap<string, string> = new Map([
  // The leaflets used to live among the information pages.
  ['/infos-et-services/prospectus', '/prospectus'],
]);

/**
 * The root middleware's address rules: the permanent redirects, and one canonical form of each
 * address (no trailing slash), both answered with a 301 that keeps the query string.
 */
export function redirectTarget(url: URL): string | null {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname;
  const target = PERMANENT_REDIRECTS.get(path) ?? (path !== url.pathname ? path : null);
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
