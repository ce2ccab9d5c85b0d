import { createHash, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Gift card PINs are stored as scrypt hashes. A 4-digit PIN has only 10,000 values, so the real
 * protection is the lock after GIFT_CARD_MAX_FAILURES wrong PINs; the hash keeps a database dump
 * from showing PINs directly. The salt derives from the card number (one per card, reproducible
 * seed).
 */
export const GIFT_CARD_MAX_FAILURES = 5;
const COST = { N: 1024, r: 8, p: 1 } as const;

const saltOf = (numero: string) => createHash('sha256').update(`cabas-carte-cadeau:${numero}`).digest();

export function hashGiftCardPin(numero: string, pin: string): string {
  return `scrypt$${scryptSync(pin, saltOf(numero), 32, COST).toString('hex')}`;
}

export function verifyGiftCardPin(numero: string, pin: string, stored: string): boolean {
  const expected = Buffer.from(stored.replace(/^scrypt\$/, ''), 'hex');
  const actual = scryptSync(pin, saltOf(numero), 32, COST);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
