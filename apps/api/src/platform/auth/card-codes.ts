import { createHash, scryptSync, timingSafeEqual } from 'node:crypto';

const COST = { N: 1024, r: 8, p: 1 } as const;

export interface CardCodes {
  hash(numero: string, code: string): string;
  matches(numero: string, code: string, stored: string): boolean;
}

/**
 * The short codes typed with a card (gift card PIN, code cagnotte) are kept as scrypt hashes, salted
 * by the card number and the kind of card (`purpose`). A 4-digit code has only 10,000 values, so the
 * real protection is the card's lock after wrong codes and the per-shopper limit of wrong entries;
 * the hash keeps a database dump from showing codes directly.
 */
export function cardCodes(purpose: string): CardCodes {
  const derive = (numero: string, code: string) =>
    scryptSync(code, createHash('sha256').update(`${purpose}:${numero}`).digest(), 32, COST);
  return {
    hash: (numero, code) => `scrypt$${derive(numero, code).toString('hex')}`,
    matches(numero, code, stored) {
      const expected = Buffer.from(stored.replace(/^scrypt\$/, ''), 'hex');
      const actual = derive(numero, code);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
