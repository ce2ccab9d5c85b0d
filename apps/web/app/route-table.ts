/**
 * The route table of the specification (doc 1 §2 and doc 2 §2), each route with its layout.
 *
 * This is plain data so that tests, the redirect rules and `routes.ts` read the same list. Only the
 * entries that have a `file` are registered with React Router (see `routes.ts`): a page that a
 * later issue builds has no module yet, so its address falls through to the catch-all route and
 * answers the real not-found page with an HTTP 404 — never an empty placeholder. Building a page
 * means adding its `file` here (and, for the pattern routes, dispatching from the catch-all with
 * the parsers of `lib/route-patterns.ts`).
 *
 * `path` is the React Router pattern when the spec's path can be written that way; the pattern
 * routes that cannot (the category list `/{slug...}/{lastSlug}-c-{id}/{filtersQuery...}`) have
 * `path: null` and are parsed by the catch-all route.
 */

import type { GuardName } from './lib/guards.ts';

/** Doc 1 §1: the page layout set. `none` is the bare layout (no header or footer). */
export const LAYOUTS = ['default', 'none', 'commander', 'commander-mode-livraison', 'commander-pro'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** The module of each layout, relative to `app/`. */
export const LAYOUT_FILES: Record<LayoutName, string> = {
  default: 'layouts/default.tsx',
  none: 'layouts/bare.tsx',
  commander: 'layouts/commander.tsx',
  'commander-mode-livraison': 'layouts/commander-mode-livraison.tsx',
  'commander-pro': 'layouts/commander-pro.tsx',
};

/** The part of the product that builds the page (the issue that owns it). */
export type Owner =
  | 'shell'
  | 'catalogue'
  | 'accounts'
  | 'cart'
  | 'checkout'
  | 'account-area'
  | 'loyalty'
  | 'stores'
  | 'content'
  | 'recipes';

export interface RouteEntry {
  /** The address as the specification writes it. */
  spec: string;
  /** React Router path (leading slash, `:param`, `:param?`, `*`), or `null` for a pattern route. */
  path: string | null;
  layout: LayoutName;
  source: 'doc 1 §2' | 'doc 2 §2.1' | 'doc 2 §2.2' | 'doc 2 §2.3' | 'doc 2 §2.4' | 'doc 2 §2.5' | 'shell';
  owner: Owner;
  /** Route module relative to `app/`, once the page is built. */
  file?: string;
  /** Route id, needed when one module serves several routes. */
  id?: string;
  /** A permanent redirect instead of a page (doc 1 §7 "route-rules lookup"). */
  redirect?: string;
  note?: string;
}

const d1 = 'doc 1 §2' as const;

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Doc 1 §2: shop, cart, checkout.
  {
    spec: '/',
    path: '/',
    layout: 'default',
    source: d1,
    owner: 'shell',
    file: 'routes/home.tsx',
    note: 'query magasin_id switches store',
  },
  {
    spec: '/{slug...}/{lastSlug}-c-{id}/{filtersQuery...}',
    path: null,
    layout: 'default',
    source: d1,
    owner: 'catalogue',
    note: 'query sortby, pageindex, keywords',
  },
  {
    spec: '/recherche/{filtersQuery...}',
    path: '/recherche/*',
    layout: 'default',
    file: 'routes/search.tsx',
    source: d1,
    owner: 'catalogue',
    note: 'query keywords; no keywords: 301 to home',
  },
  {
    spec: '/article/{id}/{slug?}',
    path: '/article/:id/:slug?',
    layout: 'default',
    file: 'routes/product.tsx',
    source: d1,
    owner: 'catalogue',
  },
  {
    spec: '/article-ean/{ean}',
    path: '/article-ean/:ean',
    layout: 'default',
    file: 'routes/article-ean.tsx',
    source: d1,
    owner: 'catalogue',
  },
  {
    spec: '/article/mixin',
    path: '/article/mixin',
    layout: 'default',
    file: 'routes/mixin.tsx',
    source: d1,
    owner: 'catalogue',
    note: 'query panachage (the mix id)',
  },
  {
    spec: '/infoconso/{ean}',
    path: '/infoconso/:ean',
    layout: 'none',
    source: d1,
    owner: 'catalogue',
    file: 'routes/infoconso.tsx',
  },
  {
    spec: '/infoconso',
    path: '/infoconso',
    layout: 'none',
    source: d1,
    owner: 'catalogue',
    file: 'routes/infoconso-search.tsx',
    note: 'query query (words or EAN)',
  },
  {
    spec: '/panier',
    path: '/panier',
    layout: 'default',
    source: d1,
    owner: 'cart',
    file: 'routes/cart.tsx',
    note: 'query type_panier',
  },
  {
    spec: '/commander',
    path: '/commander',
    layout: 'commander',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/start.tsx',
    note: 'step 1',
  },
  {
    spec: '/commander/connexion',
    path: '/commander/connexion',
    layout: 'commander',
    source: d1,
    owner: 'checkout',
  },
  {
    spec: '/commander/creation-compte',
    path: '/commander/creation-compte',
    layout: 'commander',
    source: d1,
    owner: 'checkout',
    note: 'query type_panier, default drive',
    file: 'routes/checkout-signup.tsx',
  },
  {
    spec: '/commander/mode-livraison',
    path: '/commander/mode-livraison',
    layout: 'commander-mode-livraison',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/delivery-mode.tsx',
  },
  {
    spec: '/commander/adresse-livraison',
    path: '/commander/adresse-livraison',
    layout: 'commander-mode-livraison',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/delivery-address.tsx',
    id: 'routes/checkout/delivery-address',
  },
  {
    spec: '/commander/adresse-livraison/{id}',
    path: '/commander/adresse-livraison/:id',
    layout: 'commander-mode-livraison',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/delivery-address.tsx',
    id: 'routes/checkout/delivery-address-id',
  },
  {
    spec: '/commander/paiement-et-avantages',
    path: '/commander/paiement-et-avantages',
    layout: 'commander',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/payment.tsx',
  },
  {
    spec: '/commander/produits-incompatibles',
    path: '/commander/produits-incompatibles',
    layout: 'commander',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/incompatible.tsx',
    note: 'mobile',
  },
  {
    spec: '/commander/confirmation/{id}/ok',
    path: '/commander/confirmation/:id/ok',
    layout: 'commander',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/confirmation.tsx',
    id: 'routes/checkout/confirmation-ok',
  },
  {
    spec: '/commander/confirmation/{id}/en-attente',
    path: '/commander/confirmation/:id/en-attente',
    layout: 'commander',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/confirmation.tsx',
    id: 'routes/checkout/confirmation-en-attente',
  },
  {
    spec: '/commander/confirmation/{id}/deja-traitee',
    path: '/commander/confirmation/:id/deja-traitee',
    layout: 'commander',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/confirmation.tsx',
    id: 'routes/checkout/confirmation-deja-traitee',
  },
  {
    spec: '/commander/confirmation/annulation',
    path: '/commander/confirmation/annulation',
    layout: 'commander',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/payment-failed.tsx',
    id: 'routes/checkout/payment-annulation',
  },
  {
    spec: '/commander/confirmation/erreur',
    path: '/commander/confirmation/erreur',
    layout: 'commander',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/payment-failed.tsx',
    id: 'routes/checkout/payment-erreur',
  },
  {
    spec: '/commander/confirmation/refus',
    path: '/commander/confirmation/refus',
    layout: 'commander',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/payment-failed.tsx',
    id: 'routes/checkout/payment-refus',
  },
  { spec: '/commander-pro', path: '/commander-pro', layout: 'commander-pro', source: d1, owner: 'checkout' },
  {
    spec: '/commander-pro/infos-facturation',
    path: '/commander-pro/infos-facturation',
    layout: 'commander-pro',
    source: d1,
    owner: 'checkout',
    note: 'redirects to /commander-pro without a checkout',
  },
  {
    spec: '/commander-pro/confirmation/{id}',
    path: '/commander-pro/confirmation/:id',
    layout: 'commander-pro',
    source: d1,
    owner: 'checkout',
  },
  {
    spec: '/connexion',
    path: '/connexion',
    layout: 'default',
    source: d1,
    owner: 'accounts',
    note: 'visitors only',
    file: 'routes/login.tsx',
  },
  {
    spec: '/creation-compte',
    path: '/creation-compte',
    layout: 'default',
    source: d1,
    owner: 'accounts',
    note: 'visitors only',
    file: 'routes/signup.tsx',
  },
  {
    spec: '/confirmation-creation-compte',
    path: '/confirmation-creation-compte',
    layout: 'default',
    source: d1,
    owner: 'accounts',
    note: 'query erreur=1, carteExistante=1',
    file: 'routes/signup-confirmation.tsx',
  },
  {
    spec: '/mdp-oublie',
    path: '/mdp-oublie',
    layout: 'default',
    source: d1,
    owner: 'accounts',
    file: 'routes/forgotten-password.tsx',
  },
  {
    spec: '/mdp-oublie/reinitialisation',
    path: '/mdp-oublie/reinitialisation',
    layout: 'default',
    source: 'doc 2 §2.2',
    owner: 'accounts',
    note: "designed route (the spec names only its screen 'Mot de passe mis à jour'): the reset e-mail's link, query token",
    file: 'routes/password-reset.tsx',
  },
  {
    spec: '/creation-carte-fidelite',
    path: '/creation-carte-fidelite',
    layout: 'default',
    source: d1,
    owner: 'loyalty',
  },
  {
    spec: '/erreur-creation-carte',
    path: '/erreur-creation-carte',
    layout: 'default',
    source: d1,
    owner: 'loyalty',
    note: 'query carteExistante=1',
  },
  { spec: '/accueil-fidelite', path: '/accueil-fidelite', layout: 'default', source: d1, owner: 'loyalty' },
  {
    spec: '/abonnement-livraison',
    path: '/abonnement-livraison',
    layout: 'default',
    source: d1,
    owner: 'account-area',
  },
  {
    spec: '/rayons',
    path: '/rayons',
    layout: 'default',
    source: d1,
    owner: 'catalogue',
    file: 'routes/rayons.tsx',
  },
  {
    spec: '/planning',
    path: '/planning',
    layout: 'default',
    source: d1,
    owner: 'checkout',
    file: 'routes/checkout/planning.tsx',
  },
  { spec: '/mes-repas', path: '/mes-repas', layout: 'default', source: d1, owner: 'recipes' },
  {
    spec: '/mes-recettes-personnelles',
    path: '/mes-recettes-personnelles',
    layout: 'default',
    source: d1,
    owner: 'recipes',
  },
  {
    spec: '/recettes-favorites',
    path: '/recettes-favorites',
    layout: 'default',
    source: d1,
    owner: 'recipes',
  },
  { spec: '/recettes', path: '/recettes', layout: 'default', source: d1, owner: 'recipes' },
  {
    spec: '/404',
    path: '/404',
    layout: 'default',
    source: d1,
    owner: 'shell',
    file: 'routes/not-found.tsx',
    id: 'routes/page-404',
  },

  // Doc 2 §2.1: account area (login required).
  {
    spec: '/mon-compte',
    path: '/mon-compte',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
    file: 'routes/account-home.tsx',
  },
  {
    spec: '/mon-compte/mes-commandes',
    path: '/mon-compte/mes-commandes',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },
  {
    spec: '/mon-compte/mes-commandes/{id}',
    path: '/mon-compte/mes-commandes/:id',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },
  {
    spec: '/mon-compte/mes-commandes/{id}/produits',
    path: '/mon-compte/mes-commandes/:id/produits',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },
  {
    spec: '/mon-compte/mes-commandes/en-magasin',
    path: '/mon-compte/mes-commandes/en-magasin',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },
  {
    spec: '/mon-compte/toutes-mes-commandes',
    path: '/mon-compte/toutes-mes-commandes',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },
  {
    spec: '/mon-compte/mes-listes-de-courses',
    path: '/mon-compte/mes-listes-de-courses',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },
  {
    spec: '/mon-compte/mes-listes-de-courses/{id}',
    path: '/mon-compte/mes-listes-de-courses/:id',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },
  {
    spec: '/mon-compte/mes-produits-habituels',
    path: '/mon-compte/mes-produits-habituels',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },
  {
    spec: '/mon-compte/abonnements',
    path: '/mon-compte/abonnements',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },
  {
    spec: '/mon-compte/ma-fidelite',
    path: '/mon-compte/ma-fidelite',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'loyalty',
    note: 'query nouvelleCarte=1',
  },
  {
    spec: '/mon-compte/mon-profil',
    path: '/mon-compte/mon-profil',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },
  {
    spec: '/mon-compte/mes-adresses',
    path: '/mon-compte/mes-adresses',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },
  {
    spec: '/mon-compte/mes-cartes-bancaires',
    path: '/mon-compte/mes-cartes-bancaires',
    layout: 'default',
    source: 'doc 2 §2.1',
    owner: 'account-area',
  },

  // Doc 2 §2.2: loyalty and account creation (same addresses as doc 1, listed once above), help page.
  {
    spec: '/infos-et-services/pages-cachees/carte-fidelite-associee-a-un-compte-comment-faire',
    path: null,
    layout: 'default',
    source: 'doc 2 §2.2',
    owner: 'content',
    note: 'a CMS page under /infos-et-services/{slug...}',
  },

  // Doc 2 §2.3: store page and blog; the store locator and the shop selector page.
  {
    spec: '/magasins',
    path: '/magasins',
    layout: 'default',
    source: 'doc 2 §2.3',
    owner: 'stores',
    note: 'store locator: map, filters, list',
  },
  {
    spec: '/magasins/{slug}-m-{id}',
    path: '/magasins/:store',
    layout: 'default',
    source: 'doc 2 §2.3',
    owner: 'stores',
    note: '301 to the canonical alias; query show_plan=ccn|cct|ccp',
  },
  {
    spec: '/magasins/{slug}-m-{id}/blog',
    path: '/magasins/:store/blog',
    layout: 'default',
    source: 'doc 2 §2.3',
    owner: 'stores',
  },
  {
    spec: '/magasins/{slug}-m-{id}/blog/{articleSlug}-a-{articleId}',
    path: '/magasins/:store/blog/:article',
    layout: 'default',
    source: 'doc 2 §2.3',
    owner: 'stores',
  },
  {
    spec: '/magasins/choisir',
    path: '/magasins/choisir',
    layout: 'default',
    source: 'shell',
    owner: 'shell',
    file: 'routes/store-chooser.tsx',
    note: 'the shop selector as a page (works without JavaScript) and its search/choice endpoint',
  },

  // Doc 2 §2.4: leaflets, CMS, legal.
  { spec: '/prospectus', path: '/prospectus', layout: 'default', source: 'doc 2 §2.4', owner: 'content' },
  {
    spec: '/prospectus/{slug...}',
    path: '/prospectus/*',
    layout: 'default',
    source: 'doc 2 §2.4',
    owner: 'content',
    note: '404 not offered, 410 no longer offered',
  },
  {
    spec: '/prospectus/borne',
    path: '/prospectus/borne',
    layout: 'none',
    source: 'doc 2 §2.4',
    owner: 'content',
    note: 'in-store kiosk',
  },
  {
    spec: '/prospectus/borne/{slug...}',
    path: '/prospectus/borne/*',
    layout: 'none',
    source: 'doc 2 §2.4',
    owner: 'content',
    note: 'in-store kiosk',
  },
  {
    spec: '/infos-et-services',
    path: '/infos-et-services',
    layout: 'default',
    source: 'doc 2 §2.4',
    owner: 'content',
  },
  {
    spec: '/infos-et-services/prospectus',
    path: '/infos-et-services/prospectus',
    layout: 'default',
    source: 'doc 2 §2.4',
    owner: 'shell',
    redirect: '/prospectus',
  },
  {
    spec: '/infos-et-services/{slug...}',
    path: '/infos-et-services/*',
    layout: 'default',
    source: 'doc 2 §2.4',
    owner: 'content',
  },
  {
    spec: '/legal/{slug...}',
    path: '/legal/*',
    layout: 'default',
    source: 'doc 2 §2.4',
    owner: 'content',
    note: 'query preview, displayMode',
  },

  // Doc 2 §2.5: catalogue (category, search, product sheet and /rayons are listed with doc 1 above).
];

/** The permanent redirects of the table, by path. */
export const REDIRECTS: ReadonlyMap<string, string> = new Map(
  ROUTE_TABLE.filter((entry) => entry.redirect && entry.path).map((entry) => [entry.path!, entry.redirect!]),
);

/** The entries React Router serves today. */
export function builtRoutes(): RouteEntry[] {
  return ROUTE_TABLE.filter((entry) => entry.file !== undefined);
}

/**
 * The guards of each route of the specification (doc 1 §6, doc 2 §6), in the order they apply; a
 * route not listed is open to everyone. A page calls them from its loader (and its action):
 * `await guard(args, ROUTE_GUARDS['/mon-compte'])` (`features/auth/guards.server.ts`); the decisions
 * are `lib/guards.ts`. Keyed by the `spec` address of `ROUTE_TABLE`.
 */
export const ROUTE_GUARDS: Readonly<Record<string, readonly GuardName[]>> = (() => {
  const account: GuardName[] = ['authenticated'];
  const accountNoPro: GuardName[] = ['authenticated', 'forbidden-pro'];
  const checkout: GuardName[] = ['authenticated', 'tunnel'];
  const laterStep: GuardName[] = ['authenticated', 'tunnel', 'tunnel-go-first-step'];
  const pro: GuardName[] = ['authenticated', 'pro-only', 'tunnel-pro'];
  return {
    '/connexion': ['unauthenticated'],
    '/creation-compte': ['inscription'],
    '/commander': checkout,
    '/commander/connexion': ['unauthenticated'],
    '/commander/creation-compte': ['inscription'],
    '/commander/mode-livraison': laterStep,
    '/commander/adresse-livraison': laterStep,
    '/commander/adresse-livraison/{id}': laterStep,
    '/commander/paiement-et-avantages': laterStep,
    '/commander/produits-incompatibles': laterStep,
    '/commander/confirmation/{id}/ok': account,
    '/commander/confirmation/{id}/en-attente': account,
    '/commander/confirmation/{id}/deja-traitee': account,
    '/commander/confirmation/annulation': account,
    '/commander/confirmation/erreur': account,
    '/commander/confirmation/refus': account,
    '/commander-pro': pro,
    '/commander-pro/infos-facturation': pro,
    '/commander-pro/confirmation/{id}': ['authenticated', 'pro-only'],
    '/creation-carte-fidelite': ['nouvelle-fidelite'],
    '/accueil-fidelite': ['forbidden-pro'],
    '/abonnement-livraison': ['non-pro-only'],
    '/mon-compte': account,
    '/mon-compte/mes-commandes': account,
    '/mon-compte/mes-commandes/{id}': account,
    '/mon-compte/mes-commandes/{id}/produits': account,
    '/mon-compte/mes-commandes/en-magasin': account,
    '/mon-compte/toutes-mes-commandes': account,
    '/mon-compte/mes-listes-de-courses': account,
    '/mon-compte/mes-listes-de-courses/{id}': account,
    '/mon-compte/mes-produits-habituels': account,
    '/mon-compte/abonnements': accountNoPro,
    '/mon-compte/ma-fidelite': accountNoPro,
    '/mon-compte/mon-profil': account,
    '/mon-compte/mes-adresses': account,
    '/mon-compte/mes-cartes-bancaires': accountNoPro,
  };
})();
