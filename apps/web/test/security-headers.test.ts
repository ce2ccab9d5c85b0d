import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sendFetchResponse } from '../server/web.ts';

const previous = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = previous;
});

function app(options: { trustProxy?: boolean } = {}) {
  const server = Fastify({ trustProxy: options.trustProxy ?? false });
  server.get('/x', async (request, reply) => {
    reply.hijack();
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'self' 'nonce-abc'",
    });
    await sendFetchResponse(request, reply, new Response('<p>Bonjour</p>', { headers }));
  });
  return server;
}

describe('storefront answers: security headers', () => {
  it('keeps the document CSP and adds the common headers, without HSTS over plain HTTP', async () => {
    process.env.NODE_ENV = 'production';
    const res = await app().inject({ url: '/x' });
    expect(res.headers['content-security-policy']).toBe("script-src 'self' 'nonce-abc'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production behind a trusted TLS proxy only', async () => {
    process.env.NODE_ENV = 'production';
    const proxied = { url: '/x', headers: { 'x-forwarded-proto': 'https' } };
    expect((await app({ trustProxy: true }).inject(proxied)).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // An untrusted client cannot claim HTTPS.
    expect((await app().inject(proxied)).headers['strict-transport-security']).toBeUndefined();
    process.env.NODE_ENV = 'development';
    expect(
      (await app({ trustProxy: true }).inject(proxied)).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});
