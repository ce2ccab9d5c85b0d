import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The keys the API signs with, and the storefront's client secret. Never logged. */
export interface Secrets {
  authSecret: string;
  captchaSecret: string;
  storefrontClientSecret: string;
  /** HMAC key of the payment provider's notifications (platform/payments). */
  paymentSecret: string;
}

export interface SecretSources {
  dataDir?: string;
  authSecret?: string;
  captchaSecret?: string;
  storefrontClientSecret?: string;
  paymentSecret?: string;
}

const MIN_LENGTH = 32;

function fromEnvironment(name: string, value: string): string {
  if (value.length < MIN_LENGTH) throw new Error(`${name} doit comporter au moins ${MIN_LENGTH} caractères.`);
  return value;
}

/**
 * A secret kept in DATA_DIR/secrets/<name>, made on first use. `wx` keeps the first writer's value
 * when several processes start together on the same data folder.
 */
function persisted(dataDir: string, name: string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const value = fs.readFileSync(file, 'utf8').trim();
  if (value.length < MIN_LENGTH) throw new Error(`Le secret ${file} est trop court : supprimez-le.`);
  return value;
}

function resolve(name: string, file: string, value: string | undefined, dataDir: string | undefined) {
  if (value) return fromEnvironment(name, value);
  return dataDir ? persisted(dataDir, file) : randomBytes(32).toString('base64url');
}

/**
 * Secrets from the configuration (AUTH_SECRET, CAPTCHA_SECRET, STOREFRONT_CLIENT_SECRET,
 * PAYMENT_SECRET; a shop's start-up fills the unset ones from the database, `shared-secrets.ts`), else
 * generated once and kept under DATA_DIR, else (no data folder, as in some tests) for this process only.
 * The storefront server, in the same process or on the same data folder, reads the same values.
 */
export function loadSecrets(sources: SecretSources): Secrets {
  return {
    authSecret: resolve('AUTH_SECRET', 'auth-secret', sources.authSecret, sources.dataDir),
    captchaSecret: resolve('CAPTCHA_SECRET', 'captcha-secret', sources.captchaSecret, sources.dataDir),
    storefrontClientSecret: resolve(
      'STOREFRONT_CLIENT_SECRET',
      'storefront-client-secret',
      sources.storefrontClientSecret,
      sources.dataDir,
    ),
    paymentSecret: resolve('PAYMENT_SECRET', 'payment-secret', sources.paymentSecret, sources.dataDir),
  };
}
