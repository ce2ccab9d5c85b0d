import { createHash } from 'node:crypto';
import { API_ERROR_CODES } from '@cabas/contracts';
import type { AttemptStore } from '../../platform/auth/attempt-store.ts';
import { HttpError } from '../../platform/errors.ts';
import { giftCardLocked } from './gift-card-pin.ts';

/**
 * Wrong gift card checks (unknown number or wrong PIN) per shopper and per shopper
 * address. Past the limit, every check of that shopper or address is refused until the window ends
 * (docs/decisions/007-gift-card-and-login-abuse.md).
 */
export const GIFT_CARD_CHECK_LIMITS = { failures: 10, windowMs: 60 * 60_000 };

export interface AttemptLog {
  warn(details: object, message: string): void;
}

const clientKey = (clientId: number) => `gift-card:client:${clientId}`;
const addressKey = (address: string) =>
  `gift-card:address:${createHash('sha256').update(address).digest('hex').slice(0, 32)}`;

export class GiftCardAttempts {
  constructor(
    private readonly store: AttemptStore,
    private readonly log: AttemptLog,
    private readonly limits = GIFT_CARD_CHECK_LIMITS,
  ) {}

  /** 403 with the spec's message when this shopper or this address spent its wrong checks. */
  async assertAllowed(clientId: number, address: string): Promise<void> {
    let locked = false;
    try {
      const keys = [clientKey(clientId), addressKey(address)];
      locked = (await this.store.inspect(keys, keys[0]!)).locked;
    } catch (error) {
      // A store outage must not stop payments; the per-card lock (in the database) still holds.
      this.log.warn({ err: error }, 'attempt store unavailable');
    }
    if (locked) throw giftCardLocked();
  }

  async recordFailure(clientId: number, address: string): Promise<void> {
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

  /** Runs a check and counts it when it refused the number or the PIN. */
  async counting<T>(clientId: number, address: string, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      if (error instanceof HttpError && error.code === API_ERROR_CODES.giftCardRefused)
        await this.recordFailure(clientId, address);
      throw error;
    }
  }
}
