import { randomBytes } from 'node:crypto';
import {
  persistedSecret,
  SECRET_MIN_LENGTH,
  STOREFRONT_CLIENT_SECRET_FILE,
  storefrontClientSettings,
} from '@cabas/secrets';

/**
 * The storefront server's secrets. The shop's start-up (`bootDatabase` of @cabas/api, in this process or
 * in the primary before the workers) puts every secret the configuration leaves unset into the
 * environment, from the database where the first start made it (decision 076): STOREFRONT_CLIENT_SECRET
 * and SESSION_SECRET are then read from there. A storefront run on its own (API_URL, no start-up of
 * the API in its process) falls back to the files under DATA_DIR/secrets. Never logged, never sent to
 * the browser.
 */

export interface StorefrontCredentials {
  id: string;
  secret: string;
}

let credentials: StorefrontCredentials | null | undefined;

/**
 * The storefront's client credentials, sent as HTTP Basic on the token calls so that the API believes
 * the shopper's address (`x-end-user-ip`); `null` when the secret cannot be found (the API then counts
 * attempts by the storefront's own address).
 */
export function storefrontCredentials(): StorefrontCredentials | null {
  if (credentials !== undefined) return credentials;
  const settings = storefrontClientSettings();
  const secret =
    settings.secret ?? persistedSecret(settings.dataDir, STOREFRONT_CLIENT_SECRET_FILE, { create: false });
  // Not cached while missing: the API writes it when it starts.
  if (!secret) return null;
  credentials = { id: settings.id, secret };
  return credentials;
}

/** `Authorization: Basic …` of the storefront (RFC 6749 §2.3.1: id and secret form-encoded first). */
export function basicAuthorization(client: StorefrontCredentials): string {
  const encoded = `${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`;
  return `Basic ${Buffer.from(encoded, 'utf8').toString('base64')}`;
}

let sessionSecret: string | undefined;

/** The signing key of the session cookie (SESSION_SECRET, at least 32 characters, else persisted). */
export function sessionCookieSecret(): string {
  if (sessionSecret) return sessionSecret;
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < SECRET_MIN_LENGTH)
      throw new Error(`SESSION_SECRET doit comporter au moins ${SECRET_MIN_LENGTH} caractères.`);
    sessionSecret = fromEnv;
    return sessionSecret;
  }
  sessionSecret =
    persistedSecret(storefrontClientSettings().dataDir, 'session-secret', { create: true }) ??
    randomBytes(32).toString('base64url');
  return sessionSecret;
}
