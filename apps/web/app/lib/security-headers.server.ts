/**
 * Security headers of the storefront (OWASP's secure headers), written by helmet.
 *
 * - Content-Security-Policy on every HTML document, with a fresh nonce per response for the inline
 *   scripts React Router and React write (hydration data, streamed deferred data, the `js` class
 *   flag of root.tsx): no `'unsafe-inline'` for scripts. `worker-src blob:` lets the ALTCHA widget run
 *   its proof-of-work worker; styles keep `'unsafe-inline'` for the style attributes React Aria sets
 *   (positions of popovers), which cannot carry a nonce.
 * - HSTS only in production over HTTPS (directly, or behind a TLS proxy trusted with `TRUST_PROXY`):
 *   a development server on plain HTTP must never pin a browser to HTTPS for localhost.
 *
 * helmet's middleware is built once, here, and applied per answer: building it costs far more than
 * running it (record 032). It writes through a small header sink instead of a Node response, since the
 * documents' headers are a Fetch API `Headers` and the server's a plain record.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { mapTiles } from './map-tiles.server.ts';
import { paymentPageOrigins } from './payment-page-origins.server.ts';

export const HSTS_MAX_AGE_SECONDS = 31_536_000;
export const HSTS_VALUE = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;

/** Not one of helmet's headers: written as it is. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()';

/** A nonce for one response (128 bits, base64). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Where helmet writes: `setHeader`/`removeHeader`, and the nonce of the document being rendered. */
class HeaderSink {
  constructor(
    private readonly write: (name: string, value: string) => void,
    readonly nonce = '',
  ) {}
  setHeader(name: string, value: string | number | readonly string[]) {
    this.write(name.toLowerCase(), String(value));
    return this;
  }
  removeHeader() {}
}

type Middleware = ReturnType<typeof helmet>;
const NO_REQUEST = {} as IncomingMessage;

function fail(error: unknown) {
  // The options below are fixed and valid; a nonce is base64, never an invalid directive value.
  if (error) throw error;
}

function apply(middleware: Middleware, sink: HeaderSink) {
  middleware(NO_REQUEST, sink as unknown as ServerResponse, fail);
}

/** helmet's headers the storefront does not send (obsolete, or not wanted on every file). */
const OFF = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
} as const satisfies HelmetOptions;

const COMMON = {
  ...OFF,
  xContentTypeOptions: true,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
} as const satisfies HelmetOptions;

const commonHeaders = helmet(COMMON);
const commonHeadersWithHsts = helmet({
  ...COMMON,
  strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false },
});

const documentPolicy = helmet({
  ...OFF,
  xContentTypeOptions: false,
  referrerPolicy: false,
  xFrameOptions: false,
  crossOriginOpenerPolicy: false,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as HeaderSink).nonce}'`],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The store map's tiles, when a tile layer is configured (STORE_MAP_TILE_URL).
      imgSrc: ["'self'", 'data:', ...(mapTiles() ? [mapTiles()!.origin] : [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      // The pay action's 303 to the provider's hosted page (followed under form-action without JS).
      formAction: ["'self'", ...paymentPageOrigins()],
    },
  },
});

/** Sets the Content-Security-Policy of an HTML document rendered with `nonce`. */
export function setDocumentPolicy(headers: Headers, nonce: string): void {
  apply(documentPolicy, new HeaderSink((name, value) => headers.set(name, value), nonce));
}

/** The Content-Security-Policy of an HTML document rendered with `nonce`. */
export function contentSecurityPolicy(nonce: string): string {
  const headers = new Headers();
  setDocumentPolicy(headers, nonce);
  return headers.get('content-security-policy') ?? '';
}

/**
 * Writes the headers every storefront answer carries (documents, data, files) with `write`; a header
 * the answer already has may be kept by the writer (the documents' own Content-Security-Policy).
 */
export function writeCommonSecurityHeaders(
  { production, https }: { production: boolean; https: boolean },
  write: (name: string, value: string) => void,
): void {
  apply(production && https ? commonHeadersWithHsts : commonHeaders, new HeaderSink(write));
  write('permissions-policy', PERMISSIONS_POLICY);
}

/** Headers every storefront answer carries, as a record. */
export function commonSecurityHeaders(options: {
  production: boolean;
  https: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = {};
  writeCommonSecurityHeaders(options, (name, value) => {
    headers[name] = value;
  });
  return headers;
}
