import { describe, expect, it } from 'vitest';
import { Cache } from './cache.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Cache', () => {
  it('expires entries after their time to live', () => {
    let now = 1000;
    const cache = new Cache<number>({ max: 10, ttlMs: 100 }, () => now);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    now += 101;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry when full, and keeps null', () => {
    const cache = new Cache<number | null>({ max: 2, ttlMs: 1000 });
    cache.set('a', null);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeNull();
    expect(cache.size).toBe(2);
  });

  it('caches nothing with a zero time to live, and loads once for simultaneous callers', async () => {
    const off = new Cache<number>({ max: 10, ttlMs: 0 });
    off.set('a', 1);
    expect(off.get('a')).toBeUndefined();
    let offLoads = 0;
    await off.getOrLoad('a', async () => ++offLoads);
    expect(await off.getOrLoad('a', async () => ++offLoads)).toBe(2);
    const cache = new Cache<number>({ max: 10, ttlMs: 1000 });
    let loads = 0;
    const load = async () => {
      await new Promise((r) => setTimeout(r, 5));
      return ++loads;
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([1, 1]);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('never keeps a failed load', async () => {
    const cache = new Cache<number>({ max: 10, ttlMs: 1000 });
    await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrLoad('k', async () => 2)).toBe(2);
  });

  it('answers with a stale value while one reload runs, then with the new one, within the stale window', async () => {
    let now = 1000;
    const cache = new Cache<number>({ max: 10, ttlMs: 100, staleMs: 1000 }, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now = 1150;
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    await tick();
    expect(loads).toBe(2);
    expect(await cache.getOrLoad('k', load)).toBe(2);
    now = 6000;
    expect(await cache.getOrLoad('k', load)).toBe(3);
  });

  it('keeps the stale value when a reload fails', async () => {
    let now = 1000;
    const cache = new Cache<number>({ max: 10, ttlMs: 100, staleMs: 1000 }, () => now);
    await cache.getOrLoad('k', async () => 1);
    now = 1150;
    expect(await cache.getOrLoad('k', async () => Promise.reject(new Error('boom')))).toBe(1);
    await tick();
    expect(await cache.getOrLoad('k', async () => 2)).toBe(1);
  });
});
