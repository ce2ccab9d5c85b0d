import { createHash, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Codes cagnotte are kept as scrypt hashes, salted by the card number, as the gift card PINs are
 * (checkout/gift-card-pin.ts): 4 digits have 10,000 values, so the real protection is the lock after
 * 3 wrong codes and the per-shopper limit of wrong attempts; the hash keeps a dump from showing codes.
 */
const COST = { N: 1024, r: 8, p: 1 } as const;

const saltOf = (numero: string) => createHash('sha256').update(`cabas-code-cagnotte:${numero}`).digest();

export function hashLoyaltyCode(numero: string, code: string): string {
  return `scrypt$${scryptSync(code, saltOf(numero), 32, COST).toString('hex')}`;
}

export function verifyLoyaltyCode(numero: string, code: string, stored: string): boolean {
  const expected = Buffer.from(stored.replace(/^scrypt\$/, ''), 'hex');
  const actual = scryptSync(code, saltOf(numero), 32, COST);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
