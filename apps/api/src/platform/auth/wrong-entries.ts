import { createHash } from 'node:crypto';
import { HttpError } from '../errors.ts';
import type { AttemptStore } from './attempt-store.ts';

export interface AttemptLog {
  warn(details: object, message: string): void;
}

export interface WrongEntryRule {
  /** The counters' key prefix (`gift-card`, `loyalty-card`): one count per shopper and per address. */
  prefix: string;
  /** How many wrong entries in the window lock the shopper and the address for the window. */
  limits: { failures: number; windowMs: number };
  /** The error codes of the refusals that count as a wrong entry. */
  counted: readonly string[];
  /** What a locked shopper or address is answered. */
  refusal(): HttpError;
}

/**
 * Wrong entries of a secret (a card number, a PIN, a code) per shopper and per shopper address, in
 * the attempt store shared by every process (Redis when configured). The lock of one card stops
 * guessing its code; this stops trying many cards: past the limit, every entry of that shopper or
 * address is refused until the window ends. A store outage never stops the page: the per-card locks
 * in the database still hold.
 */
export class WrongEntries {
  constructor(
    private readonly rule: WrongEntryRule,
    private readonly store: AttemptStore,
    private readonly log: AttemptLog,
  ) {}

  private keys(clientId: number, address: string): [string, string] {
    const hashed = createHash('sha256').update(address).digest('hex').slice(0, 32);
    return [`${this.rule.prefix}:client:${clientId}`, `${this.rule.prefix}:address:${hashed}`];
  }

  /** The rule's refusal when this shopper or this address spent its wrong entries. */
  async assertAllowed(clientId: number, address: string): Promise<void> {
    let locked = false;
    try {
      const keys = this.keys(clientId, address);
      locked = (await this.store.inspect(keys, keys[0])).locked;
    } catch (error) {
      this.log.warn({ err: error }, 'attempt store unavailable');
    }
    if (locked) throw this.rule.refusal();
  }

  async recordFailure(clientId: number, address: string): Promise<void> {
    const { failures, windowMs } = this.rule.limits;
    try {
      await Promise.all(
        this.keys(clientId, address).map(async (key) => {
          if ((await this.store.hit(key, windowMs)) >= failures) await this.store.lock(key, windowMs);
        }),
      );
    } catch (error) {
      this.log.warn({ err: error }, 'attempt store unavailable');
    }
  }

  /** Runs an entry and counts it when it was refused with one of the counted codes. */
  async counting<T>(clientId: number, address: string, entry: () => Promise<T>): Promise<T> {
    try {
      return await entry();
    } catch (error) {
      if (error instanceof HttpError && this.rule.counted.includes(error.code))
        await this.recordFailure(clientId, address);
      throw error;
    }
  }
}
