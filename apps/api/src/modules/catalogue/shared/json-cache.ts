import type { FastifyReply } from 'fastify';
import { TtlCache } from './ttl-cache.ts';

/**
 * Whole catalogue answers kept as JSON text for a few seconds (`CATALOGUE_CACHE_MS`, 10 s by
 * default, 0 to turn off): the same list or sheet asked again is sent without reading the database
 * or serialising again. An expired answer is still sent (for up to 3 times that long) while one
 * request rebuilds it in the background. Prices, stock and advantages shown are therefore a few
 * seconds old at most on busy pages; the cart checks stock itself when a product is added.
 */
const STALE_FACTOR = 3;

export class JsonCache {
  readonly #cache: TtlCache<string>;

  constructor(ttlMs: number, maxEntries: number) {
    this.#cache = new TtlCache<string>(ttlMs, maxEntries, ttlMs * STALE_FACTOR);
  }

  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    return this.#cache.getOrLoad(key, async () => JSON.stringify(await load()));
  }
}

export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** The response cache time to live from the environment (milliseconds; default 10 s). */
export function catalogueCacheTtl(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CATALOGUE_CACHE_MS;
  const value = raw === undefined || raw === '' ? 10_000 : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : 10_000;
}
