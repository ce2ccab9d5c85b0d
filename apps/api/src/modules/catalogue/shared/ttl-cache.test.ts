import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('expires entries after their time to live', () => {
    let now = 1000;
    const cache = new TtlCache<number>(100, 10, 0, () => now);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    now += 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
  });

  it('caches nothing with a zero time to live, and loads once for simultaneous callers', async () => {
    const off = new TtlCache<number>(0, 10);
    off.set('a', 1);
    expect(off.get('a')).toBeUndefined();
    const cache = new TtlCache<number>(1000, 10);
    let loads = 0;
    const load = async () => {
      await new Promise((r) => setTimeout(r, 5));
      return ++loads;
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([1, 1]);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('answers with a stale value while one reload runs, then with the new one', async () => {
    let now = 0;
    const cache = new TtlCache<number>(100, 10, 1000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now = 150;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.getOrLoad('k', load)).toBe(2);
    now = 5000;
    expect(await cache.getOrLoad('k', load)).toBe(3);
  });

  it('keeps the stale value when a reload fails', async () => {
    let now = 0;
    const cache = new TtlCache<number>(100, 10, 1000, () => now);
    await cache.getOrLoad('k', async () => 1);
    now = 150;
    expect(await cache.getOrLoad('k', async () => Promise.reject(new Error('boom')))).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.getOrLoad('k', async () => 2)).toBe(1);
  });
});
