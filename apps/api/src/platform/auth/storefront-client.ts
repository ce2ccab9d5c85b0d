import { createHash, timingSafeEqual } from 'node:crypto';
import { END_USER_IP_HEADER } from '@cabas/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from './access-tokens.ts';

/** The storefront server's client credentials (OAuth 2 confidential client). */
export interface StorefrontClient {
  id: string;
  secret: string;
}

export interface ClientCredentials {
  id: string;
  secret: string;
}

/** `Authorization: Basic base64(id:secret)` (client_secret_basic), or null. */
export function basicCredentials(header: string | undefined): ClientCredentials | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  try {
    // RFC 6749 §2.3.1: the id and the secret are form-encoded before going into the Basic header.
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return null;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function isStorefront(credentials: ClientCredentials | null, storefront: StorefrontClient): boolean {
  if (!credentials) return false;
  const idOk = timingSafeEqual(digest(credentials.id), digest(storefront.id));
  const secretOk = timingSafeEqual(digest(credentials.secret), digest(storefront.secret));
  return idOk && secretOk;
}

const ADDRESS = /^[0-9a-fA-F:.]{2,45}$/;

/**
 * The shopper's address for lockouts and burst limits. The storefront calls from its own address, so
 * when it authenticates as itself — its client credentials, or the client-credentials token it was
 * given (`request.auth` of kind app) — its END_USER_IP_HEADER is believed; anyone else is known by the
 * connection's address.
 */
export function endUserAddress(
  request: Pick<FastifyRequest, 'headers' | 'ip'> & { auth?: AccessClaims | null },
  storefront: StorefrontClient,
): string {
  const forwarded = request.headers[END_USER_IP_HEADER];
  if (typeof forwarded === 'string' && ADDRESS.test(forwarded)) {
    const appToken = request.auth?.kind === 'app' && request.auth.appId === storefront.id;
    if (appToken || isStorefront(basicCredentials(request.headers.authorization), storefront))
      return forwarded;
  }
  return request.ip;
}
