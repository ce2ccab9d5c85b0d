import { describe, expect, it } from 'vitest';
import { createAppTokenCache, type FetchedToken } from './app-token.server.ts';

const MINUTE = 60_000;

function setup(expiresInSeconds?: number) {
  let clock = 0;
  let calls = 0;
  const waiting: ((value: FetchedToken) => void)[] = [];
  const cache = createAppTokenCache({
    now: () => clock,
    fetchToken: () => {
      calls++;
      return new Promise<FetchedToken>((resolve) => waiting.push(resolve));
    },
  });
  return {
    cache,
    calls: () => calls,
    advance: (ms: number) => {
      clock += ms;
    },
    answer: (token: string) => waiting.shift()!({ token, expiresInSeconds }),
  };
}

describe('anonymous client token cache', () => {
  it('shares one request between concurrent callers, then serves the cached token', async () => {
    const t = setup(15 * 60);
    const first = t.cache.get();
    const second = t.cache.get();
    expect(t.calls()).toBe(1);
    t.answer('jeton-1');
    await expect(Promise.all([first, second])).resolves.toEqual(['jeton-1', 'jeton-1']);
    t.advance(5 * MINUTE);
    await expect(t.cache.get()).resolves.toBe('jeton-1');
    expect(t.calls()).toBe(1);
  });

  it('keeps a token 10 minutes at most, renewing it in the background just before the end', async () => {
    const t = setup(15 * 60);
    const first = t.cache.get();
    t.answer('jeton-1');
    await first;
    t.advance(10 * MINUTE - 10_000);
    // Within the renewal margin: the current token still serves while one renewal runs.
    await expect(t.cache.get()).resolves.toBe('jeton-1');
    await expect(t.cache.get()).resolves.toBe('jeton-1');
    expect(t.calls()).toBe(2);
    t.answer('jeton-2');
    await Promise.resolve();
    await expect(t.cache.get()).resolves.toBe('jeton-2');
    expect(t.calls()).toBe(2);
  });

  it('waits for a new token once the cached one has run out', async () => {
    const t = setup(15 * 60);
    const first = t.cache.get();
    t.answer('jeton-1');
    await first;
    t.advance(10 * MINUTE);
    const next = t.cache.get();
    expect(t.calls()).toBe(2);
    t.answer('jeton-2');
    await expect(next).resolves.toBe('jeton-2');
  });

  it('never keeps a token past its own announced lifetime', async () => {
    const t = setup(2 * 60);
    const first = t.cache.get();
    t.answer('court');
    await first;
    t.advance(2 * MINUTE);
    const next = t.cache.get();
    expect(t.calls()).toBe(2);
    t.answer('suivant');
    await expect(next).resolves.toBe('suivant');
  });

  it('drops a token the API refused, and only that one', async () => {
    const t = setup(15 * 60);
    const first = t.cache.get();
    t.answer('jeton-1');
    await first;
    t.cache.invalidate('un-autre');
    await expect(t.cache.get()).resolves.toBe('jeton-1');
    t.cache.invalidate('jeton-1');
    const next = t.cache.get();
    expect(t.calls()).toBe(2);
    t.answer('jeton-2');
    await expect(next).resolves.toBe('jeton-2');
  });

  it('does not cache a failure', async () => {
    let calls = 0;
    const cache = createAppTokenCache({
      now: () => 0,
      fetchToken: async () => {
        calls++;
        if (calls === 1) throw new Error('indisponible');
        return { token: 'jeton' };
      },
    });
    await expect(cache.get()).rejects.toThrow('indisponible');
    await expect(cache.get()).resolves.toBe('jeton');
  });
});
