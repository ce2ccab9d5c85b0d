/**
 * A small in-process cache with a time to live and a size bound (least recently used entries go
 * first). Used for data that changes rarely (categories, stores) and for catalogue answers.
 *
 * `getOrLoad` loads a missing key once however many callers ask for it at the same time, and, for a
 * while after an entry expires (`staleMs`), answers with the old value while one reload runs in the
 * background: expiry never makes callers wait, nor makes them all recompute at once.
 */
interface Entry<V> {
  value: V;
  freshUntil: number;
  staleUntil: number;
}

export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #loading = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly staleMs = 0,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value while it is fresh. */
  get(key: string): V | undefined {
    const entry = this.#entry(key);
    return entry && entry.freshUntil > this.now() ? entry.value : undefined;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    const now = this.now();
    this.#entries.delete(key);
    this.#entries.set(key, {
      value,
      freshUntil: now + this.ttlMs,
      staleUntil: now + this.ttlMs + this.staleMs,
    });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.#entry(key);
    if (entry && entry.freshUntil > this.now()) return entry.value;
    if (entry) {
      // Stale: answer now, refresh once in the background (a failed refresh keeps the old value).
      this.#load(key, load).catch(() => {});
      return entry.value;
    }
    return this.#load(key, load);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry while it may still be served (fresh or stale), moved to the most recent place. */
  #entry(key: string): Entry<V> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.staleUntil <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  #load(key: string, load: () => Promise<V>): Promise<V> {
    const running = this.#loading.get(key);
    if (running) return running;
    const promise = load()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, promise);
    return promise;
  }
}
