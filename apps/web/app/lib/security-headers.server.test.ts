import { describe, expect, it } from 'vitest';
import { commonSecurityHeaders, contentSecurityPolicy, createNonce } from './security-headers.server.ts';

describe('storefront security headers', () => {
  it('gives each document a fresh nonce for its inline scripts, and no unsafe-inline script', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
    const csp = contentSecurityPolicy(a);
    const directives = Object.fromEntries(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives).toMatchObject({
      'script-src': `'self' 'nonce-${a}'`,
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
      'img-src': "'self' data:",
      'worker-src': "'self' blob:",
    });
  });

  it('sends HSTS only in production over HTTPS', () => {
    const hsts = (production: boolean, https: boolean) =>
      commonSecurityHeaders({ production, https })['strict-transport-security'];
    expect(hsts(true, true)).toBe('max-age=31536000; includeSubDomains');
    expect(hsts(true, false)).toBeUndefined();
    expect(hsts(false, true)).toBeUndefined();
    expect(commonSecurityHeaders({ production: false, https: false })).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
  });
});
