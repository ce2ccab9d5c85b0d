import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { sharedSecret } from './shared-secrets.repository.ts';

type SecretKey = 'authSecret' | 'captchaSecret' | 'storefrontClientSecret' | 'paymentSecret';

/** The signing keys a shop makes itself when the configuration gives none. */
const SHARED: { env: string; file: string; key?: SecretKey }[] = [
  { env: 'AUTH_SECRET', file: 'auth-secret', key: 'authSecret' },
  { env: 'CAPTCHA_SECRET', file: 'captcha-secret', key: 'captchaSecret' },
  { env: 'STOREFRONT_CLIENT_SECRET', file: 'storefront-client-secret', key: 'storefrontClientSecret' },
  { env: 'PAYMENT_SECRET', file: 'payment-secret', key: 'paymentSecret' },
  // The storefront's session cookie (apps/web features/auth/secrets.server.ts reads SESSION_SECRET).
  { env: 'SESSION_SECRET', file: 'session-secret' },
];

/** A key an earlier version made under DATA_DIR/secrets: kept, so that sessions survive the upgrade. */
function earlierKey(dataDir: string, file: string): string | null {
  try {
    const value = fs.readFileSync(path.join(dataDir, 'secrets', file), 'utf8').trim();
    return value.length >= 32 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Gives every secret the configuration leaves unset the one stored in the database (made there on the
 * very first start), and writes it into `config` and `env`, which the rest of the process reads. Every
 * shop process, on every host of the same database, then signs tokens, sessions, captchas and payment
 * notifications with the same keys: no host needs another's disk. Run once at start-up, after the
 * migrations and before the workers are forked (they inherit `env`).
 */
export async function adoptSharedSecrets(
  db: Kysely<DB>,
  config: ApiConfig,
  env: NodeJS.ProcessEnv = process.env,
  now = new Date(),
): Promise<void> {
  for (const secret of SHARED) {
    const configured = env[secret.env];
    if (configured) continue;
    const candidate = earlierKey(config.dataDir, secret.file) ?? randomBytes(32).toString('base64url');
    const value = await sharedSecret(db, secret.file, candidate, now);
    env[secret.env] = value;
    if (secret.key) config[secret.key] = value;
  }
}
