import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseCategoryPath } from '../app/lib/route-patterns.ts';
import { PERMANENT_REDIRECTS } from '../app/lib/route-rules.server.ts';
import routes from '../app/routes.ts';
import { LAYOUT_NAMES, type LayoutName, SPEC_PATHS, type SpecPath } from './spec-paths.ts';

const FRAMES: Record<string, LayoutName> = {
  'layouts/default.tsx': 'default',
  'layouts/bare.tsx': 'none',
  'layouts/commander.tsx': 'commander',
  'layouts/commander-mode-livraison.tsx': 'commander-mode-livraison',
  'layouts/commander-pro.tsx': 'commander-pro',
};
const GUARDS = [
  'layouts/visitors-only.tsx',
  'layouts/checkout-visitors-only.tsx',
  'layouts/account-area.tsx',
  'layouts/checkout-steps.tsx',
];
const CATCH_ALL = 'routes/not-found';

interface Page {
  /** The address pattern, with a leading slash. */
  path: string;
  id: string;
  file: string;
  frame: LayoutName | null;
  /** The guard layouts above the page (the pro checkout's frame is its own guard). */
  guards: string[];
}

const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.tsx?$/, '');

/** Every route of `routes.ts` with its whole address, its frame and its guards. */
function pagesOf(
  entries: readonly RouteConfigEntry[],
  parent = '',
  frame: LayoutName | null = null,
  guards: string[] = [],
): Page[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+$/, '');
    const ownFrame = FRAMES[entry.file] ?? frame;
    const ownGuards =
      GUARDS.includes(entry.file) || entry.file === 'layouts/commander-pro.tsx'
        ? [...guards, entry.file]
        : guards;
    if (entry.children?.length) return pagesOf(entry.children, path, ownFrame, ownGuards);
    return [{ path: path || '/', id: idOf(entry), file: entry.file, frame: ownFrame, guards: ownGuards }];
  });
}

function routeObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: idOf(entry), index: true, path: entry.path }
      : {
          id: idOf(entry),
          path: entry.path,
          children: entry.children ? routeObjects(entry.children) : undefined,
        },
  );
}

const pages = pagesOf(routes);
const byPath = new Map(pages.map((page) => [page.path, page]));
const tree = routeObjects(routes);

/** The route that answers an address (its deepest match). */
const leafOf = (address: string) => matchRoutes(tree, address)?.at(-1)?.route.id;

/** Whether a page of the site answers this address of the specification. */
function served(entry: SpecPath): boolean {
  if (entry.redirect) return PERMANENT_REDIRECTS.get(entry.path ?? '') === entry.redirect;
  if (entry.path !== null) return byPath.has(entry.path);
  // A pattern address: the catch-all dispatches the category lists; anything else is not built.
  const sample = entry.sample ?? entry.spec;
  const leaf = leafOf(sample);
  return leaf !== undefined && (leaf !== CATCH_ALL || parseCategoryPath(sample) !== null);
}

describe('the site map against the specification', () => {
  it('lists every address of the specification once, each with one of its layouts', () => {
    const specs = SPEC_PATHS.map((entry) => entry.spec);
    expect(new Set(specs).size).toBe(specs.length);
    for (const entry of SPEC_PATHS) {
      expect(LAYOUT_NAMES, entry.spec).toContain(entry.layout);
      if (entry.path === null) expect(entry.sample ?? entry.spec, entry.spec).toMatch(/^\/[a-z0-9\-/]+$/);
      else expect(entry.path).toMatch(/^\/[a-z0-9\-/:?*]*$/);
    }
  });

  it('serves each page of the site at an address of the specification, in its layout', () => {
    const ownPages = pages.filter((page) => page.frame !== null && page.id !== CATCH_ALL);
    expect(ownPages.length).toBeGreaterThan(25);
    for (const page of ownPages) {
      const entry = SPEC_PATHS.find((candidate) => candidate.path === page.path);
      expect(entry, page.path).toBeDefined();
      expect(page.frame, page.path).toBe(entry?.layout);
    }
    // Every address is answered once.
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('serves the category lists from the catch-all and answers other unknown addresses with it', () => {
    expect(leafOf('/epicerie-salee/pates-riz-c-12/marque-bio')).toBe(CATCH_ALL);
    expect(leafOf('/nimporte-quoi')).toBe(CATCH_ALL);
    expect(leafOf('/commander-pro')).toBe('routes/pro-checkout/main');
    expect(leafOf('/article/mixin')).toBe('routes/mixin');
    expect(leafOf('/article/12/pates')).toBe('routes/product');
  });

  it('lists the addresses of the specification no page serves yet', () => {
    const unbuilt = SPEC_PATHS.filter((entry) => !served(entry)).map((entry) => entry.spec);
    expect(unbuilt).toMatchInlineSnapshot(`[]`);
  });

  it('puts the pages that need a kind of shopper under their guard', () => {
    const guardsOf = (path: string) => byPath.get(path)?.guards;
    for (const path of ['/connexion', '/creation-compte', '/commander/creation-compte'])
      expect(guardsOf(path), path).toEqual(['layouts/visitors-only.tsx']);
    // The checkout's login step: a logged-in shopper goes on to the checkout rather than home.
    expect(guardsOf('/commander/connexion')).toEqual(['layouts/checkout-visitors-only.tsx']);
    for (const page of pages.filter((candidate) => candidate.path.startsWith('/mon-compte')))
      expect(page.guards, page.path).toEqual(['layouts/account-area.tsx']);
    for (const end of [':id/ok', ':id/en-attente', ':id/deja-traitee'])
      expect(guardsOf(`/commander/confirmation/${end}`), end).toEqual(['layouts/account-area.tsx']);
    // The payment's failure pages are open: the payment page sends back whoever paid.
    const failures = ['annulation', 'erreur', 'refus'].map((end) => `/commander/confirmation/${end}`);
    for (const path of failures) expect(guardsOf(path), path).toEqual([]);
    const steps = [
      '/commander',
      '/commander/mode-livraison',
      '/commander/adresse-livraison',
      '/commander/adresse-livraison/:id',
      '/commander/paiement-et-avantages',
      '/commander/produits-incompatibles',
    ];
    for (const path of steps) expect(guardsOf(path), path).toEqual(['layouts/checkout-steps.tsx']);
    // Every other checkout page has a guard.
    const checkoutPages = pages.filter((candidate) => /^\/commander(\/|-pro|$)/.test(candidate.path));
    for (const page of checkoutPages.filter((candidate) => !failures.includes(candidate.path)))
      expect(page.guards.length, page.path).toBe(1);
  });
});
