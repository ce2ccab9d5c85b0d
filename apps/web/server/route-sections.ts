/**
 * React Router handlers per section of the site, chosen by a request's first path segment.
 *
 * On every request React Router tries the route branches of its build in rank order until one
 * matches, and on every page it rebuilds its route objects for the whole build. With 120 routes
 * behind layout and guard routes that is about a millisecond of CPU per page, most of it spent on
 * routes that cannot match: `/panier` can only be served by a route whose address starts with
 * `panier`, or by one whose first segment is a parameter or a splat. So the build is cut, once at
 * start-up, into one build per first segment (with the routes of dynamic first segments in each),
 * and a request is handed to its section's handler. Every route a path can match is in its
 * section, in the same rank order, so each section answers exactly as the whole build would; a
 * path whose first segment names no section goes to the dynamic routes (the category pages, the
 * not-found page), and anything unusual (React Router's own `/__manifest`, `//`) to the whole build.
 */
import { createRequestHandler, type ServerBuild } from 'react-router';

type Handle = (request: Request) => Promise<Response>;
type ServerRoute = NonNullable<ServerBuild['routes'][string]>;

/** A route's own first segment, as sections are keyed: `''` for the site's root, `null` when dynamic. */
export type FirstSegment = string | null;

const ROOT_SECTION = '';

function isStaticSegment(segment: string): boolean {
  return !segment.startsWith(':') && !segment.includes('*') && !segment.endsWith('?');
}

/**
 * The first segment of the address a route serves (its path joined to its ancestors'), or
 * `undefined` for a route that serves no address of its own (a pathless layout).
 */
export function routeFirstSegment(
  routes: ServerBuild['routes'],
  route: ServerRoute,
): FirstSegment | undefined {
  if (route.path === undefined && !route.index) return undefined;
  const paths: string[] = [];
  for (let current: ServerRoute | undefined = route; current; ) {
    if (current.path) paths.unshift(current.path);
    current = current.parentId ? routes[current.parentId] : undefined;
  }
  const first = paths
    .join('/')
    .split('/')
    .find((segment) => segment !== '');
  if (first === undefined) return ROOT_SECTION;
  return isStaticSegment(first) ? first.toLowerCase() : null;
}

/**
 * The section key of a request path as React Router will match it (`.data` requests included):
 * the decoded, lower-cased first segment, `''` for the root, or `undefined` when the path is
 * unusual enough to be left to the whole build.
 */
export function requestSection(pathname: string): string | undefined {
  let path = pathname;
  if (path === '/_root.data') path = '/';
  else if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
  if (path === '/' || path === '') return ROOT_SECTION;
  const end = path.indexOf('/', 1);
  const raw = path.slice(1, end === -1 ? undefined : end);
  if (raw === '' || raw.startsWith('__')) return undefined;
  if (!raw.includes('%')) return raw.toLowerCase();
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return undefined;
  }
}

/** The build cut to the routes a section needs: its own routes, the dynamic ones, their ancestors. */
export function sectionBuild(build: ServerBuild, keep: (segment: FirstSegment) => boolean): ServerBuild {
  const kept = new Set<string>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const segment = routeFirstSegment(build.routes, route);
    if (segment === undefined || !keep(segment)) continue;
    for (let current: ServerRoute | undefined = route; current && !kept.has(current.id); ) {
      kept.add(current.id);
      current = current.parentId ? build.routes[current.parentId] : undefined;
    }
  }
  const pick = <T>(all: Record<string, T>) =>
    Object.fromEntries(Object.entries(all).filter(([id]) => kept.has(id))) as Record<string, T>;
  return {
    ...build,
    routes: pick(build.routes),
    assets: { ...build.assets, routes: pick(build.assets.routes) },
  };
}

/** The sections of a build: one per static first segment, the root among them. */
export function sectionKeys(build: ServerBuild): Set<string> {
  const keys = new Set<string>();
  for (const route of Object.values(build.routes)) {
    const segment = route ? routeFirstSegment(build.routes, route) : undefined;
    if (typeof segment === 'string') keys.add(segment);
  }
  return keys;
}

/** One request handler over the build, dispatching each request to its section's handler. */
export function createSectionedRequestHandler(build: ServerBuild, mode?: string): Handle {
  const whole = createRequestHandler(build, mode);
  const dynamicOnly = createRequestHandler(
    sectionBuild(build, (segment) => segment === null),
    mode,
  );
  const sections = new Map<string, Handle>();
  for (const key of sectionKeys(build)) {
    sections.set(
      key,
      createRequestHandler(
        sectionBuild(build, (segment) => segment === null || segment === key),
        mode,
      ),
    );
  }
  return (request) => {
    const key = requestSection(new URL(request.url).pathname);
    const handle = key === undefined ? whole : (sections.get(key) ?? dynamicOnly);
    return handle(request);
  };
}
