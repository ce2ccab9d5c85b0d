import { describe, expect, it } from 'vitest';
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  PERMISSIONS_POLICY,
} from './security-headers.server.ts';

describe('storefront security headers', () => {
  it('gives each document a fresh nonce for its inline scripts, and no unsafe-inline script', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
    const csp = contentSecurityPolicy(a);
    const directives = Object.fromEntries(
      csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
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

  it('keeps the whole policy of the documents, directive for directive', () => {
    expect(contentSecurityPolicy('n0nce').split(';')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-n0nce'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]);
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
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': PERMISSIONS_POLICY,
    });
    // Only these: none of helmet's other defaults.
    expect(Object.keys(commonSecurityHeaders({ production: true, https: true })).sort()).toEqual([
      'cross-origin-opener-policy',
      'permissions-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ]);
  });
});
