import { API_ERROR_CODES, messages } from '@cabas/contracts';
import type { AttemptStore } from '../../platform/auth/attempt-store.ts';
import { type AttemptLog, WrongEntries } from '../../platform/auth/wrong-entries.ts';
import { HttpError } from '../../platform/errors.ts';

/**
 * Wrong card entries (a number the issuer does not know, a wrong code cagnotte) per shopper and per
 * shopper address. The lock of one card stops guessing its code; this stops trying many cards: past
 * the limit, every entry of that shopper or address is refused for an hour (403, the spec's message).
 */
export const LOYALTY_ENTRY_LIMITS = { failures: 10, windowMs: 60 * 60_000 };

export const tooManyWrongEntries = () =>
  new HttpError(403, messages.tooManyWrongAttempts, undefined, API_ERROR_CODES.tooManyWrongAttempts);

export class LoyaltyAttempts extends WrongEntries {
  constructor(store: AttemptStore, log: AttemptLog, limits = LOYALTY_ENTRY_LIMITS) {
    super(
      {
        prefix: 'loyalty-card',
        limits,
        counted: [
          API_ERROR_CODES.loyaltyCardInvalid,
          API_ERROR_CODES.loyaltyCodeInvalid,
          API_ERROR_CODES.loyaltyCardLocked,
        ],
        refusal: tooManyWrongEntries,
      },
      store,
      log,
    );
  }

  /** Runs an entry when this shopper may still try, and counts it when it was wrong. */
  override async counting<T>(clientId: number, address: string, entry: () => Promise<T>): Promise<T> {
    await this.assertAllowed(clientId, address);
    return super.counting(clientId, address, entry);
  }
}
