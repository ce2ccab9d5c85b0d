import { describe, expect, it } from 'vitest';
import { createCache } from './cache.server.ts';

describe('createCache', () => {
  it('loads a key once for simultaneous callers, keeps null, and never keeps an error', async () => {
    const cache = createCache<number | null>({ max: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      await new Promise((r) => setTimeout(r, 5));
      loads += 1;
      return null;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([null, null]);
    expect(await cache.get('a', load)).toBeNull();
    expect(loads).toBe(1);
    await expect(cache.get('b', async () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache.get('b', async () => 2)).toBe(2);
    expect(cache.size).toBe(2);
  });

  it('drops the least recently used entry when full', async () => {
    const cache = createCache<number>({ max: 2, ttlMs: 60_000 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 0);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 0)).toBe(1);
    expect(await cache.get('b', async () => 20)).toBe(20);
  });

  it('keeps nothing with a zero time to live', async () => {
    const cache = createCache<number>({ max: 10, ttlMs: 0 });
    let loads = 0;
    await cache.get('a', async () => ++loads);
    expect(await cache.get('a', async () => ++loads)).toBe(2);
    expect(cache.size).toBe(0);
  });
});
