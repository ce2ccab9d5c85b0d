/** Storefront server configuration, read from the environment once. */
export interface WebConfig {
  /** Base URL of the API, without a trailing slash (`API_URL`). */
  apiUrl: string;
  /** Time limit of one API call, in milliseconds (`API_TIMEOUT_MS`). */
  apiTimeoutMs: number;
  /** How long store details, menus and info messages are kept in memory (`STORE_CACHE_TTL_MS`). */
  cacheTtlMs: number;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const port = positiveInt(env.PORT, 3000);
  const apiUrl = (env.API_URL || `http://127.0.0.1:${port}/api`).replace(/\/+$/, '');
  return {
    apiUrl,
    apiTimeoutMs: positiveInt(env.API_TIMEOUT_MS, 8000),
    cacheTtlMs: positiveInt(env.STORE_CACHE_TTL_MS, 60_000),
  };
}

let current: WebConfig | undefined;
export function webConfig(): WebConfig {
  current ??= loadWebConfig();
  return current;
}
