import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AttemptStore, MemoryAttemptStore, RedisAttemptStore } from './attempt-store.ts';

async function behavesAsAnAttemptStore(store: AttemptStore) {
  expect(await store.hit('a', 60_000)).toBe(1);
  expect(await store.hit('a', 60_000)).toBe(2);
  expect(await store.hit('b', 60_000)).toBe(1);
  expect(await store.inspect(['a', 'b'], 'a')).toEqual({ locked: false, locks: [false, false], count: 2 });
  expect(await store.inspect(['b'], 'z')).toEqual({ locked: false, locks: [false], count: 0 });
  await store.lock('a', 60_000);
  expect(await store.inspect(['b', 'a'], 'b')).toEqual({ locked: true, locks: [false, true], count: 1 });
  expect(await store.inspect(['b'], 'b')).toEqual({ locked: false, locks: [false], count: 1 });
  await store.clear('a');
  expect(await store.inspect(['a'], 'a')).toEqual({ locked: false, locks: [false], count: 0 });
  expect(await store.hit('a', 60_000)).toBe(1);
}

describe('attempt counters', () => {
  it('count, lock and clear in memory, with expiry on the clock', async () => {
    let now = Date.parse('2026-01-01T10:00:00Z');
    const store = new MemoryAttemptStore(() => new Date(now));
    await behavesAsAnAttemptStore(store);
    await store.lock('c', 1000);
    now += 999;
    expect((await store.inspect(['c'], 'c')).locked).toBe(true);
    now += 1;
    expect((await store.inspect(['c'], 'c')).locked).toBe(false);
    expect(await store.hit('d', 1000)).toBe(1);
    now += 1000;
    expect((await store.inspect([], 'd')).count).toBe(0);
    expect(await store.hit('d', 1000)).toBe(1);
  });

  it('stay bounded in memory when flooded with distinct keys', async () => {
    const store = new MemoryAttemptStore(() => new Date(), 100);
    for (let i = 0; i < 1000; i++) await store.hit(`k${i}`, 60_000);
    const size = (store as unknown as { counts: Map<string, unknown> }).counts.size;
    expect(size).toBeLessThanOrEqual(100);
  });

  it.skipIf(!process.env.REDIS_URL)('count, lock, clear and expire in Redis', async () => {
    const store = new RedisAttemptStore(process.env.REDIS_URL!, `cabas-attempts-test-${randomUUID()}:`);
    try {
      await behavesAsAnAttemptStore(store);
      await store.lock('e', 50);
      expect(await store.hit('f', 50)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.inspect(['e'], 'f')).toEqual({ locked: false, locks: [false], count: 0 });
      expect(await store.hit('f', 50)).toBe(1);
    } finally {
      await store.close();
    }
  });

  it.skipIf(!process.env.REDIS_URL)('are shared by API processes through Redis', async () => {
    const prefix = `cabas-attempts-test-${randomUUID()}:`;
    const a = new RedisAttemptStore(process.env.REDIS_URL!, prefix);
    const b = new RedisAttemptStore(process.env.REDIS_URL!, prefix);
    try {
      await a.hit('shared', 60_000);
      expect(await b.hit('shared', 60_000)).toBe(2);
      await b.lock('shared', 60_000);
      expect(await a.inspect(['shared'], 'shared')).toEqual({ locked: true, locks: [true], count: 2 });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
