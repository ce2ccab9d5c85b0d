/**
 * Security headers of the storefront (OWASP's secure headers).
 *
 * - Content-Security-Policy on every HTML document, with a fresh nonce per response for the inline
 *   scripts React Router and React write (hydration data, streamed deferred data, the `js` class
 *   flag of root.tsx): no `'unsafe-inline'` for scripts. `worker-src blob:` lets the ALTCHA widget run
 *   its proof-of-work worker; styles keep `'unsafe-inline'` for the style attributes React Aria sets
 *   (positions of popovers), which cannot carry a nonce.
 * - HSTS only in production over HTTPS (directly, or behind a TLS proxy trusted with `TRUST_PROXY`):
 *   a development server on plain HTTP must never pin a browser to HTTPS for localhost.
 */
import { randomBytes } from 'node:crypto';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()';

/** A nonce for one response (128 bits, base64). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The Content-Security-Policy of an HTML document rendered with `nonce`. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
  ].join('; ');
}

/** Headers every storefront answer carries (documents, data, files). */
export function commonSecurityHeaders({
  production,
  https,
}: {
  production: boolean;
  https: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
  if (production && https) headers['strict-transport-security'] = HSTS_VALUE;
  return headers;
}
