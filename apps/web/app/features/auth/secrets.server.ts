import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@cabas/api/config';

/**
 * The storefront server's secrets. The shop's start-up (`bootDatabase` of @cabas/api, in this process or
 * in the primary before the workers) puts every secret the configuration leaves unset into the
 * environment, from the database where the first start made it (decision 076): STOREFRONT_CLIENT_SECRET
 * and SESSION_SECRET are then read from there. A storefront run on its own (API_URL, no start-up of
 * the API in its process) falls back to the files under DATA_DIR/secrets. Never logged, never sent to
 * the browser.
 */

const MIN_LENGTH = 32;

/** A secret kept in DATA_DIR/secrets/<name>, made on first use (`wx`: the first writer wins). */
function persisted(dataDir: string, name: string, create: boolean): string | null {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  if (create) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    return value.length >= MIN_LENGTH ? value : null;
  } catch {
    return null;
  }
}

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
  const config = loadConfig();
  const secret =
    config.storefrontClientSecret ?? persisted(config.dataDir, 'storefront-client-secret', false);
  // Not cached while missing: the API writes it when it starts.
  if (!secret) return null;
  credentials = { id: config.storefrontClientId, secret };
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
    if (fromEnv.length < MIN_LENGTH)
      throw new Error(`SESSION_SECRET doit comporter au moins ${MIN_LENGTH} caractères.`);
    sessionSecret = fromEnv;
    return sessionSecret;
  }
  sessionSecret =
    persisted(loadConfig().dataDir, 'session-secret', true) ?? randomBytes(32).toString('base64url');
  return sessionSecret;
}
