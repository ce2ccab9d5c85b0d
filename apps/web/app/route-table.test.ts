import { describe, expect, it } from 'vitest';
import { builtRoutes, LAYOUT_FILES, LAYOUTS, ROUTE_TABLE } from './route-table.ts';

describe('route table', () => {
  it('lists every route of doc 1 §2 and doc 2 §2 once', () => {
    const specs = ROUTE_TABLE.map((entry) => entry.spec);
    expect(new Set(specs).size).toBe(specs.length);
    for (const spec of [
      '/',
      '/{slug...}/{lastSlug}-c-{id}/{filtersQuery...}',
      '/recherche/{filtersQuery...}',
      '/article/{id}/{slug?}',
      '/article-ean/{ean}',
      '/article/mixin',
      '/infoconso/{ean}',
      '/infoconso',
      '/panier',
      '/commander',
      '/commander/mode-livraison',
      '/commander/adresse-livraison/{id}',
      '/commander/confirmation/{id}/ok',
      '/commander-pro',
      '/commander-pro/infos-facturation',
      '/commander-pro/confirmation/{id}',
      '/connexion',
      '/creation-compte',
      '/confirmation-creation-compte',
      '/mdp-oublie',
      '/creation-carte-fidelite',
      '/erreur-creation-carte',
      '/accueil-fidelite',
      '/abonnement-livraison',
      '/rayons',
      '/planning',
      '/mes-repas',
      '/mes-recettes-personnelles',
      '/recettes-favorites',
      '/recettes',
      '/404',
      '/mon-compte',
      '/mon-compte/mes-cartes-bancaires',
      '/magasins/{slug}-m-{id}',
      '/magasins/{slug}-m-{id}/blog/{articleSlug}-a-{articleId}',
      '/prospectus',
      '/prospectus/borne/{slug...}',
      '/infos-et-services/{slug...}',
      '/legal/{slug...}',
    ]) {
      expect(specs, spec).toContain(spec);
    }
    expect(ROUTE_TABLE.length).toBeGreaterThanOrEqual(65);
  });

  it('gives each route one of the five layouts of doc 1 §1', () => {
    expect(LAYOUTS).toEqual(['default', 'none', 'commander', 'commander-mode-livraison', 'commander-pro']);
    for (const entry of ROUTE_TABLE) expect(LAYOUTS, entry.spec).toContain(entry.layout);
    for (const layout of LAYOUTS) expect(LAYOUT_FILES[layout]).toMatch(/^layouts\/.+\.tsx$/);
    const layoutOf = (spec: string) => ROUTE_TABLE.find((entry) => entry.spec === spec)?.layout;
    expect(layoutOf('/commander/mode-livraison')).toBe('commander-mode-livraison');
    expect(layoutOf('/commander/adresse-livraison/{id}')).toBe('commander-mode-livraison');
    expect(layoutOf('/commander/paiement-et-avantages')).toBe('commander');
    expect(layoutOf('/commander-pro/confirmation/{id}')).toBe('commander-pro');
    expect(layoutOf('/infoconso/{ean}')).toBe('none');
  });

  it('registers only built pages, with unique React Router paths', () => {
    const built = builtRoutes();
    // Other issues register their pages too: check the ones that must be there, each with its file.
    expect(built.map((entry) => entry.spec)).toEqual(
      expect.arrayContaining([
        '/',
        '/recherche/{filtersQuery...}',
        '/article/{id}/{slug?}',
        '/article-ean/{ean}',
        '/infoconso/{ean}',
        '/rayons',
        '/404',
        '/magasins/choisir',
      ]),
    );
    for (const entry of built) expect(entry.file).toMatch(/^routes\/.+\.tsx?$/);
    const paths = ROUTE_TABLE.flatMap((entry) => (entry.path ? [entry.path] : []));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z0-9\-/:?*]*$/);
  });
});
