import { LRUCache } from 'lru-cache';

/** How much a cache keeps and for how long (the figures live in `cache-sizes.server.ts`). */
export interface CacheSize {
  /** Entries kept at most; the least recently used go first. */
  readonly max: number;
  /** How long an entry is kept; 0 turns the cache off (every call loads). */
  readonly ttlMs: number;
}

/**
 * A small in-memory cache over lru-cache, for data that every page needs and that changes rarely
 * (store details, the department menu, info messages) and for catalogue answers. Simultaneous
 * loads of one key are made once (lru-cache's `fetch`); errors are never kept; each process keeps
 * its own copy (no shared state between storefront processes).
 */
export interface LoadingCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function createCache<V>(size: CacheSize): LoadingCache<V> {
  if (size.ttlMs <= 0) {
    return { get: (_key, load) => load(), delete() {}, clear() {}, size: 0 };
  }
  // Values are boxed: lru-cache keeps no null, and an unknown store is a `null` worth keeping.
  const lru = new LRUCache<string, { value: V }, () => Promise<V>>({
    max: size.max,
    ttl: size.ttlMs,
    fetchMethod: async (_key, _old, { context }) => ({ value: await context() }),
  });
  return {
    async get(key, load) {
      const box = await lru.fetch(key, { context: load });
      return box ? box.value : load();
    },
    delete(key) {
      lru.delete(key);
    },
    clear() {
      lru.clear();
    },
    get size() {
      return lru.size;
    },
  };
}
