import { LRUCache } from 'lru-cache';

/** How much a cache keeps and for how long (the figures live in `cache-sizes.ts`). */
export interface CacheSize {
  /** Entries kept at most; the least recently used go first. */
  readonly max: number;
  /** How long an entry is fresh; 0 turns the cache off (every call loads). */
  readonly ttlMs: number;
  /**
   * How long after that an expired entry is still answered while one reload runs in the background
   * (0: an expired entry is reloaded before answering).
   */
  readonly staleMs?: number;
}

interface Box<V> {
  value: V;
}

type Load<V> = () => Promise<V>;

/**
 * An in-process cache over lru-cache, for data that changes rarely (categories, stores) and for
 * catalogue answers. `getOrLoad` loads a missing key once however many callers ask for it at the
 * same time (lru-cache's `fetch`), never keeps a failed load, and within `staleMs` after expiry
 * answers with the old value while one reload runs: expiry never makes callers wait, nor makes them
 * all recompute at once. A failed reload keeps the old value until the stale window ends. Values
 * are boxed, so `null` can be kept (an unknown store).
 */
export class Cache<V> {
  readonly #lru: LRUCache<string, Box<V>, Load<V>> | null;
  readonly #staleMs: number;

  /** `now` replaces the clock in tests. */
  constructor(size: CacheSize, now?: () => number) {
    this.#staleMs = size.staleMs ?? 0;
    this.#lru =
      size.ttlMs > 0
        ? new LRUCache<string, Box<V>, Load<V>>({
            max: size.max,
            // lru-cache drops an entry once it is past serving, stale window included.
            ttl: size.ttlMs + this.#staleMs,
            fetchMethod: async (_key, _old, { context }) => ({ value: await context() }),
            noDeleteOnFetchRejection: true,
            ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
          })
        : null;
  }

  /** The value while it is fresh. */
  get(key: string): V | undefined {
    if (!this.#lru || this.#inStaleWindow(key)) return undefined;
    return this.#lru.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.#lru?.set(key, { value });
  }

  async getOrLoad(key: string, load: Load<V>): Promise<V> {
    if (!this.#lru) return load();
    // Expired but still servable: answer now, reload once in the background.
    const stale = this.#inStaleWindow(key);
    const box = await this.#lru.fetch(key, { context: load, forceRefresh: stale, allowStale: stale });
    return box ? box.value : load();
  }

  get size(): number {
    return this.#lru?.size ?? 0;
  }

  #inStaleWindow(key: string): boolean {
    if (!this.#lru || this.#staleMs === 0) return false;
    const left = this.#lru.getRemainingTTL(key);
    return left > 0 && left <= this.#staleMs;
  }
}
