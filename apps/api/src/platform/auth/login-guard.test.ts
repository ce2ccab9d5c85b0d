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
const open = { locked: false, captcha: false, failedHere: false, count: 0 };
const marie = 'marie@exemple.fr';

describe('login guard', () => {
  it('costs one store look-up for a good login on an account without failures', async () => {
    const { store, calls } = countingStore();
    const guard = new LoginGuard(store, DEFAULT_LOGIN_LIMITS, quiet);
    const before = await guard.check(marie, '10.0.0.1');
    expect(before).toEqual(open);
    await guard.recordSuccess(marie, '10.0.0.1', before);
    expect(calls).toEqual(['inspect']);
  });

  it('still forgets earlier failures from the address after a good login', async () => {
    const { store, calls } = countingStore();
    const guard = new LoginGuard(store, DEFAULT_LOGIN_LIMITS, quiet);
    await guard.recordFailure(marie, '10.0.0.1');
    const before = await guard.check(marie, '10.0.0.1');
    expect(before).toEqual({ ...open, count: 1 });
    await guard.recordSuccess(marie, '10.0.0.1', before);
    expect(calls.at(-1)).toBe('clear');
    expect(await guard.check(marie, '10.0.0.1')).toEqual(open);
  });

  it('asks the captcha of a pair past its failures, and of everyone past the account ceiling', async () => {
    const limits = { ...DEFAULT_LOGIN_LIMITS, pairFailures: 2, accountFailures: 4 };
    const guard = new LoginGuard(new MemoryAttemptStore(() => new Date()), limits, quiet);
    await guard.recordFailure(marie, '10.0.0.1');
    await guard.recordFailure(marie, '10.0.0.1');
    expect(await guard.check(marie, '10.0.0.1')).toMatchObject({ captcha: true, failedHere: true });
    expect(await guard.check(marie, '10.0.0.2')).toEqual(open);
    await guard.recordFailure(marie, '10.0.0.3');
    await guard.recordFailure(marie, '10.0.0.4');
    expect(await guard.check(marie, '10.0.0.2')).toEqual({ ...open, captcha: true });
    await guard.unlockAccount(marie);
    expect(await guard.check(marie, '10.0.0.2')).toEqual(open);
  });

  it('lets logins through when the store is down, and says so in the log', async () => {
    const store = new MemoryAttemptStore(() => new Date());
    store.inspect = () => Promise.reject(new Error('redis down'));
    const warnings: string[] = [];
    const guard = new LoginGuard(store, DEFAULT_LOGIN_LIMITS, {
      warn: (_details, message) => warnings.push(message),
    });
    expect(await guard.check(marie, '10.0.0.1')).toEqual(open);
    expect(warnings).toEqual(['attempt store unavailable']);
  });
});
