import { API_ERROR_CODES } from '@cabas/contracts';
import type { AttemptStore } from '../../platform/auth/attempt-store.ts';
import { type AttemptLog, WrongEntries } from '../../platform/auth/wrong-entries.ts';
import { giftCardLocked } from './gift-card-pin.ts';

/**
 * Wrong gift card checks (unknown number or wrong PIN) per shopper and per shopper address. Past the
 * limit, every check of that shopper or address is refused until the window ends
 * (docs/decisions/007-gift-card-and-login-abuse.md).
 */
export const GIFT_CARD_CHECK_LIMITS = { failures: 10, windowMs: 60 * 60_000 };

export class GiftCardAttempts extends WrongEntries {
  constructor(store: AttemptStore, log: AttemptLog, limits = GIFT_CARD_CHECK_LIMITS) {
    super(
      {
        prefix: 'gift-card',
        limits,
        counted: [API_ERROR_CODES.giftCardRefused],
        refusal: giftCardLocked,
      },
      store,
      log,
    );
  }
}
