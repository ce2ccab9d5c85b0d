import { createHash } from 'node:crypto';
import type { AttemptState, AttemptStore } from './attempt-store.ts';

/**
 * Issue 5 §6: too many failed logins for an account or from an address lock them for one hour
 * (403 'Vous avez dépassé le nombre de tentatives erronées autorisées…').
 */
export interface LoginLimits {
  /** Failures per account within the window before it is locked. */
  accountFailures: number;
  /** Failures per address within the window before it is locked. */
  addressFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountFailures: 5,
  addressFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 60 * 60_000,
};

export interface GuardLog {
  warn(details: object, message: string): void;
}

/** Accounts are keyed by a digest of the e-mail, so that the store holds no address in clear. */
const accountKey = (email: string) =>
  `login:account:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
const addressKey = (address: string) => `login:address:${address}`;

/** Counts failures and locks; a store outage lets logins through rather than locking everyone out. */
export class LoginGuard {
  constructor(
    private readonly store: AttemptStore,
    private readonly limits: LoginLimits,
    private readonly log: GuardLog,
  ) {}

  private async safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.log.warn({ err: error }, 'attempt store unavailable');
      return fallback;
    }
  }

  /** Before a password check: locked (account or address), and the account's failures so far. */
  check(email: string, address: string): Promise<AttemptState> {
    const account = accountKey(email);
    return this.safely(() => this.store.inspect([account, addressKey(address)], account), {
      locked: false,
      count: 0,
    });
  }

  async isLocked(email: string, address: string): Promise<boolean> {
    return (await this.check(email, address)).locked;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const { windowMs, lockMs } = this.limits;
    await this.safely(async () => {
      const [forAccount, forAddress] = await Promise.all([
        this.store.hit(accountKey(email), windowMs),
        this.store.hit(addressKey(address), windowMs),
      ]);
      if (forAccount >= this.limits.accountFailures) await this.store.lock(accountKey(email), lockMs);
      if (forAddress >= this.limits.addressFailures) await this.store.lock(addressKey(address), lockMs);
    }, undefined);
  }

  /**
   * After a good password: the account's failures are forgotten. Given the `check` made before, an
   * account without failures costs no store call (a round trip to Redis per login saved); a failure
   * counted meanwhile by another request stays counted, which errs on the strict side.
   */
  recordSuccess(email: string, before?: AttemptState): Promise<void> {
    if (before && before.count === 0) return Promise.resolve();
    return this.safely(() => this.store.clear(accountKey(email)), undefined);
  }

  /** After a password reset (the owner proved they read the mailbox): failures and lock go. */
  unlockAccount(email: string): Promise<void> {
    return this.safely(() => this.store.clear(accountKey(email)), undefined);
  }
}
