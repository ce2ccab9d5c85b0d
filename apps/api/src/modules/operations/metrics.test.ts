import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeLabel } from './metrics.ts';

const request = (url: string, pattern?: string) =>
  ({ url, routeOptions: { url: pattern } }) as unknown as FastifyRequest;

describe('routeLabel', () => {
  it("is the answering route's pattern, never the address asked", () => {
    expect(
      routeLabel(request('/api/magasins/12/panier?type_panier=drive', '/api/magasins/:shop/panier')),
    ).toBe('/api/magasins/:shop/panier');
    expect(routeLabel(request('/healthz', '/healthz'))).toBe('/healthz');
  });

  it('puts every hashed build file under one label', () => {
    expect(routeLabel(request('/assets/entry.client-B-1wgFrE.js', '/assets/entry.client-B-1wgFrE.js'))).toBe(
      '/assets/*',
    );
  });

  it('names what no route matched: the storefront, or an unknown API address', () => {
    expect(routeLabel(request('/magasins/lyon/blog/un-article'))).toBe('storefront');
    expect(routeLabel(request('/apiculture'))).toBe('storefront');
    expect(routeLabel(request('/api/inconnue/42'))).toBe('unmatched');
    expect(routeLabel(request('/api?x=1'))).toBe('unmatched');
  });
});
