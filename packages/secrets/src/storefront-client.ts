import path from 'node:path';

/** What both the API and the storefront server read of the storefront's client credentials. */
export interface StorefrontClientSettings {
  /** STOREFRONT_CLIENT_ID (default `cabas-web`). */
  id: string;
  /** STOREFRONT_CLIENT_SECRET, when the configuration sets it. */
  secret: string | undefined;
  /** DATA_DIR (default `var`), where an unset secret is kept (`secrets/storefront-client-secret`). */
  dataDir: string;
}

export const STOREFRONT_CLIENT_SECRET_FILE = 'storefront-client-secret';

export function storefrontClientSettings(env: NodeJS.ProcessEnv = process.env): StorefrontClientSettings {
  return {
    id: env.STOREFRONT_CLIENT_ID || 'cabas-web',
    secret: env.STOREFRONT_CLIENT_SECRET || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'var'),
  };
}
