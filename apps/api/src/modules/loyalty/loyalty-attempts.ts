import { createHash } from 'node:crypto';
import { API_ERROR_CODES, messages } from '@cabas/contracts';
import type { AttemptStore } from '../../platform/auth/attempt-store.ts';
import { HttpError } from '../../platform/errors.ts';

/**
 * Wrong card entries (a number the issuer does not know, a wrong code cagnotte) per shopper and per
 * shopper address. The lock of one card stops guessing its code; this stops trying many cards: past
 * the limit, every entry of that shopper or address is refused for an hour (403, the spec's message).
 */
export const LOYALTY_ENTRY_LIMITS = { failures: 10, windowMs: 60 * 60_000 };

export interface AttemptLog {
  warn(details: object, message: string): void;
}

const clientKey = (clientId: number) => `loyalty-card:client:${clientId}`;
const addressKey = (address: string) =>
  `loyalty-card:address:${createHash('sha256').update(address).digest('hex').slice(0, 32)}`;

export const tooManyWrongEntries = () =>
  new HttpError(403, messages.tooManyWrongAttempts, undefined, API_ERROR_CODES.tooManyWrongAttempts);

/** The refusals that count as a wrong entry. */
const COUNTED: readonly string[] = [
  API_ERROR_CODES.loyaltyCardInvalid,
  API_ERROR_CODES.loyaltyCodeInvalid,
  API_ERROR_CODES.loyaltyCardLocked,
];

export class LoyaltyAttempts {
  constructor(
    private readonly store: AttemptStore,
    private readonly log: AttemptLog,
    private readonly limits = LOYALTY_ENTRY_LIMITS,
  ) {}

  private async assertAllowed(clientId: number, address: string): Promise<void> {
    let locked = false;
    try {
      const keys = [clientKey(clientId), addressKey(address)];
      locked = (await this.store.inspect(keys, keys[0]!)).locked;
    } catch (error) {
      // A store outage must not stop the page; the per-card lock (in the database) still holds.
      this.log.warn({ err: error }, 'attempt store unavailable');
    }
    if (locked) throw tooManyWrongEntries();
  }

  private async recordFailure(clientId: number, address: string): Promise<void> {
    const { failures, windowMs } = this.limits;
    try {
      await Promise.all(
        [clientKey(clientId), addressKey(address)].map(async (key) => {
          if ((await this.store.hit(key, windowMs)) >= failures) await this.store.lock(key, windowMs);
        }),
      );
    } catch (error) {
      this.log.warn({ err: error }, 'attempt store unavailable');
    }
  }

  /** Runs an entry when this shopper may still try, and counts it when it was wrong. */
  async counting<T>(clientId: number, address: string, entry: () => Promise<T>): Promise<T> {
    await this.assertAllowed(clientId, address);
    try {
      return await entry();
    } catch (error) {
      if (error instanceof HttpError && COUNTED.includes(error.code))
        await this.recordFailure(clientId, address);
      throw error;
    }
  }
}
