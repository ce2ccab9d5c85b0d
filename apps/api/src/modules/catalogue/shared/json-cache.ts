import type { FastifyReply } from 'fastify';
import { Cache, type CacheSize } from '../../../platform/cache.ts';

/**
 * Whole catalogue answers kept as JSON text for a few seconds (sizes in `platform/cache-sizes.ts`):
 * the same list or sheet asked again is sent without reading the database or serialising again.
 * An expired answer is still sent for a while as one request rebuilds it in the background.
 */
export class JsonCache {
  readonly #cache: Cache<string>;

  constructor(size: CacheSize) {
    this.#cache = new Cache<string>(size);
  }

  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    return this.#cache.getOrLoad(key, async () => JSON.stringify(await load()));
  }
}

export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
