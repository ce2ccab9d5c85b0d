/** Storefront server configuration, read from the environment once. */
import os from 'node:os';
import { type ShopOrigins, shopOriginsFrom } from '@cabas/contracts';

export interface WebConfig {
  /** Base URL of the API, without a trailing slash (`API_URL`). */
  apiUrl: string;
  /** Time limit of one API call, in milliseconds (`API_TIMEOUT_MS`). */
  apiTimeoutMs: number;
  /** How long store details, menus and info messages are kept in memory (`STORE_CACHE_TTL_MS`). */
  cacheTtlMs: number;
  /** The origins the shop answers on (`PUBLIC_URL`, else the trusted hosts). */
  origins: ShopOrigins;
}

/** This machine's interface addresses (trusted hosts when the shop listens on every address). */
export function machineAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
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
    origins: shopOriginsFrom(env, machineAddresses()),
  };
}

let current: WebConfig | undefined;
export function webConfig(): WebConfig {
  current ??= loadWebConfig();
  return current;
}
