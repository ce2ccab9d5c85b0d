import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import routes from '../app/routes.ts';
import {
  createSectionedRequestHandler,
  requestSection,
  sectionBuild,
  sectionKeys,
} from '../server/route-sections.ts';
import { SPEC_PATHS } from './spec-paths.ts';

type Manifest = ServerBuild['routes'];

const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.tsx?$/, '');

/**
 * A server build of the site map whose every route has a loader answering its own id, and whose
 * document answer is the list of matched routes: what React Router chose for an address, without
 * rendering any page.
 */
function siteBuild(): ServerBuild {
  const manifest: Manifest = {};
  const add = (entries: readonly RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = idOf(entry);
      manifest[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module: { loader: () => id, default: () => null },
      } as Manifest[string];
      if (entry.children) add(entry.children, id);
    }
  };
  manifest.root = {
    id: 'root',
    path: '',
    module: { loader: () => 'root', default: () => null },
  } as Manifest[string];
  add(routes, 'root');
  const assetRoutes = Object.fromEntries(
    Object.values(manifest).map((route) => [
      route!.id,
      { ...route!, module: `/assets/${route!.id}.js`, hasLoader: true, hasAction: false },
    ]),
  );
  return {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          _headers: Headers,
          context: { staticHandlerContext: { matches: { route: { id: string } }[] } },
        ) =>
          new Response(context.staticHandlerContext.matches.map((match) => match.route.id).join(' '), {
            status,
          }),
      },
    },
    routes: manifest,
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: assetRoutes,
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

/** Real addresses of every route's pattern: parameters and splats filled, optional parts both ways. */
function addressesOf(pattern: string): string[] {
  let addresses = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const optional = segment.endsWith('?');
    const value = segment.startsWith(':')
      ? '12'
      : segment === '*'
        ? 'bio/sans-gluten'
        : segment.replace(/\?$/, '');
    addresses = addresses.flatMap((address) =>
      optional ? [address, `${address}/${value}`] : [`${address}/${value}`],
    );
  }
  return addresses.map((address) => address || '/');
}

function fullPatterns(build: ServerBuild): string[] {
  return Object.values(build.routes).map((route) => {
    const paths: string[] = [];
    for (
      let current = route;
      current;
      current = current.parentId ? build.routes[current.parentId] : undefined
    )
      if (current.path) paths.unshift(current.path);
    return `/${paths.join('/')}`;
  });
}

const build = siteBuild();
const ROUTE_ADDRESSES = [...new Set(fullPatterns(build).flatMap(addressesOf))];
const ODD_ADDRESSES = [
  '/PANIER',
  '/Mon-Compte/mes-commandes/12',
  '/panier/',
  '/p%61nier',
  '/%70anier/x',
  '/%E0%A4%A',
  '//panier',
  '/epicerie-salee/pates-riz-c-12/marque-bio',
  '/nimporte-quoi',
  '/commander-pro',
  '/article',
  '/article/',
  '/recherche',
  '/magasins',
  '/_root',
  '/a.data',
];
const ADDRESSES = [
  ...ROUTE_ADDRESSES,
  ...SPEC_PATHS.map((entry) => entry.sample ?? entry.path ?? entry.spec).filter((path) =>
    path.startsWith('/'),
  ),
  ...ODD_ADDRESSES,
];

describe('requestSection', () => {
  it('keys a request by its first segment as React Router matches it', () => {
    expect(requestSection('/')).toBe('');
    expect(requestSection('/_root.data')).toBe('');
    expect(requestSection('/panier')).toBe('panier');
    expect(requestSection('/panier.data')).toBe('panier');
    expect(requestSection('/Mon-Compte/mes-commandes')).toBe('mon-compte');
    expect(requestSection('/p%61nier')).toBe('panier');
    expect(requestSection('/sitemap.xml')).toBe('sitemap.xml');
  });

  it('leaves unusual paths to the whole build', () => {
    expect(requestSection('//panier')).toBeUndefined();
    expect(requestSection('/__manifest')).toBeUndefined();
    expect(requestSection('/%E0%A4%A')).toBeUndefined();
  });
});

describe('sectionBuild', () => {
  it('cuts the site into small sections, server and browser manifests alike', () => {
    const keys = sectionKeys(build);
    expect(keys.size).toBeGreaterThan(20);
    expect([...keys]).toEqual(expect.arrayContaining(['', 'panier', 'mon-compte', 'commander']));
    const total = Object.keys(build.routes).length;
    for (const key of keys) {
      const section = sectionBuild(build, (segment) => segment === null || segment === key);
      expect(Object.keys(section.assets.routes)).toEqual(Object.keys(section.routes));
      expect(Object.keys(section.routes).length, key).toBeLessThan(total / 3);
    }
    const home = sectionBuild(build, (segment) => segment === null || segment === '');
    expect(Object.keys(home.routes)).toEqual(['root', 'layouts/default', 'routes/home', 'routes/not-found']);
  });
});

describe('createSectionedRequestHandler', () => {
  const whole = createRequestHandler(build, 'production');
  const sectioned = createSectionedRequestHandler(build, 'production');
  // React Router warns about the malformed address of the list, once per answer.
  beforeAll(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterAll(() => vi.restoreAllMocks());
  const answer = async (handle: typeof whole, path: string) => {
    const response = await handle(new Request(`http://shop.test${path}`));
    return `${response.status} ${await response.text()}`;
  };

  it('answers every address of the site exactly as the whole build', async () => {
    expect(ADDRESSES.length).toBeGreaterThan(150);
    for (const address of ADDRESSES) {
      expect(await answer(sectioned, address), address).toBe(await answer(whole, address));
    }
  });

  it('answers data requests exactly as the whole build', async () => {
    for (const address of ADDRESSES) {
      const data = address === '/' ? '/_root.data' : `${address.replace(/\/$/, '')}.data`;
      expect(await answer(sectioned, data), data).toBe(await answer(whole, data));
    }
  });

  it('matches each page with its own route, the category lists with the catch-all', async () => {
    expect(await answer(sectioned, '/panier')).toBe('200 root layouts/default routes/cart');
    expect(await answer(sectioned, '/')).toBe('200 root layouts/default routes/home');
    expect(await answer(sectioned, '/epicerie-salee/pates-riz-c-12/marque-bio')).toBe(
      '200 root layouts/default routes/not-found',
    );
  });
});
