import { describe, expect, it } from 'vitest';
import { MemoryAttemptStore } from './attempt-store.ts';
import { DEFAULT_LOGIN_LIMITS, LoginGuard } from './login-guard.ts';

/** A memory store that counts the calls a login makes to it (each one a round trip with Redis). */
function countingStore() {
  const store = new MemoryAttemptStore(() => new Date());
  const calls: string[] = [];
  for (const method of ['hit', 'lock', 'inspect', 'clear'] as const) {
    const original = store[method].bind(store) as (...args: unknown[]) => Promise<unknown>;
    (store as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      calls.push(method);
      return original(...args);
    };
  }
  return { store, calls };
}

const quiet = { warn() {} };

describe('login guard', () => {
  it('costs one store look-up for a good login on an account without failures', async () => {
    const { store, calls } = countingStore();
    const guard = new LoginGuard(store, DEFAULT_LOGIN_LIMITS, quiet);
    const before = await guard.check('marie@exemple.fr', '10.0.0.1');
    expect(before).toEqual({ locked: false, count: 0 });
    await guard.recordSuccess('marie@exemple.fr', before);
    expect(calls).toEqual(['inspect']);
  });

  it('still forgets earlier failures after a good login', async () => {
    const { store, calls } = countingStore();
    const guard = new LoginGuard(store, DEFAULT_LOGIN_LIMITS, quiet);
    await guard.recordFailure('marie@exemple.fr', '10.0.0.1');
    const before = await guard.check('marie@exemple.fr', '10.0.0.1');
    expect(before).toEqual({ locked: false, count: 1 });
    await guard.recordSuccess('marie@exemple.fr', before);
    expect(calls.at(-1)).toBe('clear');
    expect(await guard.check('marie@exemple.fr', '10.0.0.1')).toEqual({ locked: false, count: 0 });
  });

  it('lets logins through when the store is down, and says so in the log', async () => {
    const store = new MemoryAttemptStore(() => new Date());
    store.inspect = () => Promise.reject(new Error('redis down'));
    const warnings: string[] = [];
    const guard = new LoginGuard(store, DEFAULT_LOGIN_LIMITS, {
      warn: (_details, message) => warnings.push(message),
    });
    expect(await guard.check('marie@exemple.fr', '10.0.0.1')).toEqual({ locked: false, count: 0 });
    expect(await guard.isLocked('marie@exemple.fr', '10.0.0.1')).toBe(false);
    expect(warnings).toEqual(['attempt store unavailable', 'attempt store unavailable']);
  });
});
