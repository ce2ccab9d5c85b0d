/**
 * A small in-memory cache with a time to live and de-duplication of concurrent loads, for data that
 * every page needs and that changes rarely (store details, the department menu, info messages).
 * Errors are never cached; each process keeps its own copy (ARCHITECTURE.md: no shared state).
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<V>(ttlMs: number, maxEntries = 1000): TtlCache<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  const pending = new Map<string, Promise<V>>();
  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const running = pending.get(key);
      if (running) return running;
      const promise = load()
        .then((value) => {
          if (entries.size >= maxEntries) {
            const oldest = entries.keys().next().value;
            if (oldest !== undefined) entries.delete(oldest);
          }
          entries.set(key, { value, expires: Date.now() + ttlMs });
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
