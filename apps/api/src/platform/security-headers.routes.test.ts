import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setApiSecurityHeaders } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A policy as its directives, whatever separator spacing helmet writes. */
const directives = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);

describe('API security headers', () => {
  it('marks JSON answers as not sniffable, not frameable and running nothing', async () => {
    for (const url of ['/api/magasins', '/api/nulle-part', '/api/me']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(directives(res.headers['content-security-policy'])).toEqual([
        "default-src 'none'",
        "frame-ancestors 'none'",
      ]);
    }
  });

  it('adds none of helmet’s other defaults (HSTS is the storefront’s, the rest obsolete)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/magasins' });
    for (const name of [
      'strict-transport-security',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ])
      expect(res.headers[name], name).toBeUndefined();
  });

  it('lets the OpenAPI docs page run under its own policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp).not.toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });

  it('keeps the policy of an answer that brings its own, with the other headers', async () => {
    const own = "default-src 'none'; form-action https://boutique.example";
    const app = Fastify();
    app.addHook('onSend', async (request, reply) => setApiSecurityHeaders(request, reply));
    app.get('/api/page', async (_request, reply) =>
      reply.header('content-security-policy', own).type('text/html').send('<p>page</p>'),
    );
    const res = await app.inject({ method: 'GET', url: '/api/page' });
    expect(res.headers['content-security-policy']).toBe(own);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
