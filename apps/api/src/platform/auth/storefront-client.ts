import { createHash, timingSafeEqual } from 'node:crypto';
import { END_USER_IP_HEADER, END_USER_SIGNATURE_HEADER } from '@cabas/contracts';
import { verifyEndUserAddress } from '@cabas/secrets';
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

type ShopperRequest = Pick<FastifyRequest, 'headers' | 'ip'> & { auth?: AccessClaims | null };

/**
 * The shopper's address for lockouts and rate limits. The storefront calls from its own address, so
 * its END_USER_IP_HEADER is believed when the call proves it comes from the storefront: the
 * END_USER_SIGNATURE_HEADER made with its client secret (any call, the shopper's token included), its
 * client credentials (HTTP Basic), or the client-credentials token it was given (`request.auth` of kind
 * app). Anyone else is known by the connection's address (`request.ip`, proxies trusted only as
 * TRUST_PROXY says).
 */
export function endUserAddress(request: ShopperRequest, storefront: StorefrontClient): string {
  return believedAddress(request, storefront) ?? request.ip;
}

function believedAddress(request: ShopperRequest, storefront: StorefrontClient): string | null {
  const forwarded = request.headers[END_USER_IP_HEADER];
  if (typeof forwarded !== 'string' || !ADDRESS.test(forwarded)) return null;
  const signature = request.headers[END_USER_SIGNATURE_HEADER];
  if (typeof signature === 'string' && verifyEndUserAddress(storefront.secret, forwarded, signature))
    return forwarded;
  const appToken = request.auth?.kind === 'app' && request.auth.appId === storefront.id;
  if (appToken || isStorefront(basicCredentials(request.headers.authorization), storefront)) return forwarded;
  return null;
}

/**
 * Who a call is counted for by the API's global rate limit: a logged-in shopper by their account (the
 * subject of the token the API checked itself, so that shoppers behind one address are not one client),
 * anyone else by `endUserAddress`.
 */
export function shopperKey(request: ShopperRequest, storefront: StorefrontClient): string {
  if (request.auth?.kind === 'client') return `client:${request.auth.clientId}`;
  if (request.auth?.kind === 'staff') return `staff:${request.auth.staffId}`;
  return `ip:${endUserAddress(request, storefront)}`;
}
