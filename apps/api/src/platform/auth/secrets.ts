import { randomBytes } from 'node:crypto';
import {
  persistedSecret,
  persistedSecretFile,
  SECRET_MIN_LENGTH,
  STOREFRONT_CLIENT_SECRET_FILE,
} from '@cabas/secrets';

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

function fromEnvironment(name: string, value: string): string {
  if (value.length < SECRET_MIN_LENGTH)
    throw new Error(`${name} doit comporter au moins ${SECRET_MIN_LENGTH} caractères.`);
  return value;
}

function persisted(dataDir: string, name: string): string {
  const value = persistedSecret(dataDir, name, { create: true });
  if (value === null)
    throw new Error(`Le secret ${persistedSecretFile(dataDir, name)} est trop court : supprimez-le.`);
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
      STOREFRONT_CLIENT_SECRET_FILE,
      sources.storefrontClientSecret,
      sources.dataDir,
    ),
    paymentSecret: resolve('PAYMENT_SECRET', 'payment-secret', sources.paymentSecret, sources.dataDir),
  };
}
