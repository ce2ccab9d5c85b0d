import { createHash } from 'node:crypto';
import type { AttemptStore } from './attempt-store.ts';

/**
 * Failed logins. A stranger's failures must not lock the owner out of her
 * account, so no failure count locks an account:
 * - per (account, address) pair: after `pairFailures`, logins of that account from that address need
 *   an ALTCHA solution (the owner at home is not concerned by a stranger's guesses);
 * - per account, from anywhere: past `accountFailures` (a distributed attack), every login of the
 *   account needs the captcha for `lockMs`; it slows the attack and never locks the owner out;
 * - per address, on any accounts: past `addressFailures`, that address is refused for `lockMs`
 *   (403 'Vous avez dépassé le nombre de tentatives erronées autorisées…').
 */
export interface LoginLimits {
  /** Failures of one account from one address within the window before the captcha is asked. */
  pairFailures: number;
  /** Failures of one account from every address within the window before everyone needs the captcha. */
  accountFailures: number;
  /** Failures per address within the window before it is locked. */
  addressFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  pairFailures: 5,
  accountFailures: 30,
  addressFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 60 * 60_000,
};

export interface GuardLog {
  warn(details: object, message: string): void;
}

/** What the guard says before a password check. */
export interface LoginState {
  /** The address is locked out (403). */
  locked: boolean;
  /** The login needs a solved captcha. */
  captcha: boolean;
  /** This account failed `pairFailures` times from this address (the captcha would be asked anyway). */
  failedHere: boolean;
  /** Failures of this account from this address so far. */
  count: number;
}

/** Keys hold digests, so that the store keeps neither e-mail nor address in clear. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
const accountKey = (email: string) => `login:account:${digest(email)}`;
const accountCaptchaKey = (email: string) => `login:account-captcha:${digest(email)}`;
const pairKey = (email: string, address: string) => `login:pair:${digest(`${email}\n${address}`)}`;
const addressKey = (address: string) => `login:address:${address}`;

const OPEN: LoginState = { locked: false, captcha: false, failedHere: false, count: 0 };

/** Counts failures; a store outage lets logins through rather than locking everyone out. */
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

  /** Before a password check, in one look-up: address locked, captcha needed, the pair's failures. */
  check(email: string, address: string): Promise<LoginState> {
    return this.safely(async () => {
      const state = await this.store.inspect(
        [addressKey(address), accountCaptchaKey(email)],
        pairKey(email, address),
      );
      const [addressLocked = false, accountCaptcha = false] = state.locks;
      const failedHere = state.count >= this.limits.pairFailures;
      return { locked: addressLocked, captcha: accountCaptcha || failedHere, failedHere, count: state.count };
    }, OPEN);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const { windowMs, lockMs } = this.limits;
    await this.safely(async () => {
      const [forAccount, forAddress] = await Promise.all([
        this.store.hit(accountKey(email), windowMs),
        this.store.hit(addressKey(address), windowMs),
        this.store.hit(pairKey(email, address), windowMs),
      ]);
      if (forAccount >= this.limits.accountFailures) await this.store.lock(accountCaptchaKey(email), lockMs);
      if (forAddress >= this.limits.addressFailures) await this.store.lock(addressKey(address), lockMs);
    }, undefined);
  }

  /**
   * After a good password: the failures of this account from this address are forgotten (the
   * account-wide count stays: the owner's login must not reset a distributed attack's budget). Given
   * the `check` made before, a pair without failures costs no store call (a round trip to Redis per
   * login saved); a failure counted meanwhile by another request stays counted (the strict side).
   */
  recordSuccess(email: string, address: string, before?: LoginState): Promise<void> {
    if (before && before.count === 0) return Promise.resolve();
    return this.safely(() => this.store.clear(pairKey(email, address)), undefined);
  }

  /**
   * After a password reset (the owner proved they read the mailbox): the account's count and captcha
   * go, and so do the failures from the address the reset came from.
   */
  unlockAccount(email: string, address?: string): Promise<void> {
    const keys = [accountKey(email), accountCaptchaKey(email)];
    if (address) keys.push(pairKey(email, address));
    return this.safely(async () => {
      await Promise.all(keys.map((key) => this.store.clear(key)));
    }, undefined);
  }
}
