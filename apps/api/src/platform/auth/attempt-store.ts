import { Redis } from 'ioredis';

/**
 * Counters of wrong attempts and the locks they lead to (login lockouts, reset-mail throttling).
 * In memory on one machine; in Redis when REDIS_URL is set, so that every API process counts together.
 */
export interface AttemptStore {
  /** One more attempt under `key`, in a window that starts with the first; returns the count. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Locks `key` for `ttlMs`. */
  lock(key: string, ttlMs: number): Promise<void>;
  /** Which of `lockKeys` are locked, and the attempts counted under `countKey`: one look-up. */
  inspect(lockKeys: readonly string[], countKey: string): Promise<AttemptState>;
  /** Forgets the attempts and the lock of `key`. */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface AttemptState {
  /** One of the lock keys is locked. */
  locked: boolean;
  /** Each lock key's state, in the order asked. */
  locks: boolean[];
  count: number;
}

interface Entry {
  count: number;
  expiresAt: number;
}

/** A Map with expiry. Bounded: expired entries are swept, and the oldest dropped past `maxEntries`. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly counts = new Map<string, Entry>();
  private readonly locks = new Map<string, number>();
  private lastSweep = 0;

  constructor(
    private readonly clock: () => Date,
    private readonly maxEntries = 100_000,
  ) {}

  private now() {
    return this.clock().getTime();
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000 && this.counts.size + this.locks.size < this.maxEntries) return;
    this.lastSweep = now;
    for (const map of [this.counts, this.locks] as Map<string, Entry | number>[]) {
      for (const [key, value] of map) {
        if ((typeof value === 'number' ? value : value.expiresAt) <= now) map.delete(key);
      }
      // Still full of live entries (a flood of distinct keys): forget the oldest.
      for (const key of map.keys()) {
        if (map.size < this.maxEntries) break;
        map.delete(key);
      }
    }
  }

  async hit(key: string, windowMs: number) {
    const now = this.now();
    this.sweep(now);
    const entry = this.counts.get(key);
    if (!entry || entry.expiresAt <= now) {
      this.counts.set(key, { count: 1, expiresAt: now + windowMs });
      return 1;
    }
    entry.count++;
    return entry.count;
  }

  async lock(key: string, ttlMs: number) {
    this.locks.set(key, this.now() + ttlMs);
  }

  async inspect(lockKeys: readonly string[], countKey: string) {
    const now = this.now();
    const entry = this.counts.get(countKey);
    const locks = lockKeys.map((key) => (this.locks.get(key) ?? 0) > now);
    return {
      locked: locks.includes(true),
      locks,
      count: entry && entry.expiresAt > now ? entry.count : 0,
    };
  }

  async clear(key: string) {
    this.counts.delete(key);
    this.locks.delete(key);
  }

  async close() {
    this.counts.clear();
    this.locks.clear();
  }
}

/** INCR + PEXPIRE on the first hit, atomically; SET … PX for locks. */
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export class RedisAttemptStore implements AttemptStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'cabas-attempts:',
  ) {
    this.redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  }

  async hit(key: string, windowMs: number) {
    const count = await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}n:${key}`, String(windowMs));
    return Number(count);
  }

  async lock(key: string, ttlMs: number) {
    await this.redis.set(`${this.prefix}lock:${key}`, '1', 'PX', ttlMs);
  }

  async inspect(lockKeys: readonly string[], countKey: string) {
    const values = await this.redis.mget(
      ...lockKeys.map((key) => `${this.prefix}lock:${key}`),
      `${this.prefix}n:${countKey}`,
    );
    const count = values.pop();
    const locks = values.map((value) => value !== null);
    return { locked: locks.includes(true), locks, count: Number(count ?? 0) };
  }

  async clear(key: string) {
    await this.redis.del(`${this.prefix}n:${key}`, `${this.prefix}lock:${key}`);
  }

  async close() {
    await this.redis.quit();
  }
}
