import { API_ERROR_CODES, checkoutMessages, messages } from '@cabas/contracts';
import { cardCodes } from '../../platform/auth/card-codes.ts';
import { HttpError } from '../../platform/errors.ts';

/**
 * Gift card PINs are stored as scrypt hashes. A 4-digit PIN has only 10,000 values, so the real
 * protection is the lock after GIFT_CARD_MAX_FAILURES wrong PINs (for GIFT_CARD_LOCK_MS) and the
 * per-shopper limit of wrong checks (gift-card-attempts.ts); the hash keeps a database dump from
 * showing PINs directly. The salt derives from the card number (one per card, reproducible seed).
 */
export const GIFT_CARD_MAX_FAILURES = 5;
export const GIFT_CARD_LOCK_MS = 60 * 60_000;
const pins = cardCodes('cabas-carte-cadeau');

export const hashGiftCardPin = pins.hash;

/** Hashed once: an unknown number costs the same scrypt work as a known one, so time tells nothing. */
const UNKNOWN_CARD_HASH = hashGiftCardPin('000000000000000000000', '0000');

/** Whether `pin` is the card's; `stored` undefined (unknown number) is checked against a dummy. */
export function verifyGiftCardPin(numero: string, pin: string, stored: string | undefined): boolean {
  const matches = pins.matches(numero, pin, stored ?? UNKNOWN_CARD_HASH);
  return stored !== undefined && matches;
}

/** One answer for an unknown number and a wrong PIN: the number's existence stays secret. */
export function giftCardRefused(): HttpError {
  const message = checkoutMessages.giftCardRefused;
  return new HttpError(
    422,
    message,
    { 'carte_cadeau.numero': [message], 'carte_cadeau.pin': [message] },
    API_ERROR_CODES.giftCardRefused,
  );
}

/** A card locked by wrong PINs: the 403 'tentatives erronées' message, until the lock ends. */
export function giftCardLocked(): HttpError {
  return new HttpError(403, messages.tooManyWrongAttempts, undefined, API_ERROR_CODES.tooManyWrongAttempts);
}
