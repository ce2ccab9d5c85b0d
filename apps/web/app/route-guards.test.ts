import { describe, expect, it } from 'vitest';
import { GUARD_NAMES } from './lib/guards.ts';
import { ROUTE_GUARDS, ROUTE_TABLE } from './route-table.ts';

describe('guards of the route table (doc 1 §6, doc 2 §6)', () => {
  it('names only routes of the table and known guards', () => {
    const specs = new Set(ROUTE_TABLE.map((entry) => entry.spec));
    for (const [spec, guards] of Object.entries(ROUTE_GUARDS)) {
      expect(specs.has(spec), spec).toBe(true);
      for (const name of guards) expect(GUARD_NAMES).toContain(name);
    }
  });

  it('protects the account area and the checkouts, and keeps the visitor pages for visitors', () => {
    const protectedRoutes = ROUTE_TABLE.map((e) => e.spec).filter(
      (spec) => spec.startsWith('/mon-compte') || spec.startsWith('/commander'),
    );
    for (const spec of protectedRoutes) {
      const guards = ROUTE_GUARDS[spec] ?? [];
      const visitorOnly = guards.includes('unauthenticated') || guards.includes('inscription');
      expect(visitorOnly || guards[0] === 'authenticated', spec).toBe(true);
    }
    expect(ROUTE_GUARDS['/connexion']).toEqual(['unauthenticated']);
    expect(ROUTE_GUARDS['/mon-compte/mes-cartes-bancaires']).toContain('forbidden-pro');
    expect(ROUTE_GUARDS['/accueil-fidelite']).toEqual(['forbidden-pro']);
    expect(ROUTE_GUARDS['/commander-pro']).toContain('pro-only');
    expect(ROUTE_GUARDS['/commander']).toContain('tunnel');
  });
});
