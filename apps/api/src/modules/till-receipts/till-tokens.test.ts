import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { TillTokensError, tillTokensFrom } from './till-tokens.ts';

const A = 'a'.repeat(32);
const B = 'B_-9'.repeat(10);

describe('TILL_TOKENS', () => {
  it('gives each token its store, and no store to any other token', () => {
    const tokens = tillTokensFrom(` 12:${A} , 31:${B},12:${A}x`);
    expect(tokens.size).toBe(3);
    expect(tokens.storeOf(A)).toBe(12);
    expect(tokens.storeOf(`${A}x`)).toBe(12);
    expect(tokens.storeOf(B)).toBe(31);
    expect(tokens.storeOf(A.slice(1))).toBeNull();
    expect(tokens.storeOf('')).toBeNull();
  });

  it('lets no till in when unset or empty', () => {
    expect(tillTokensFrom(undefined).size).toBe(0);
    expect(tillTokensFrom(' ').size).toBe(0);
  });

  it('refuses a malformed entry, a short token or one used twice, in French and without the token', () => {
    const read = (value: string) => {
      try {
        tillTokensFrom(value);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(TillTokensError);
        return (error as TillTokensError).problems;
      }
    };
    expect(read(`magasin:${A}`)).toEqual([
      'TILL_TOKENS, entrée 1 : attendu « magasin:jeton » (par exemple 12:…).',
    ]);
    const short = read('12:court');
    expect(short?.[0]).toContain('au moins 32 caractères');
    expect(read(`0:${A}`)?.[0]).toContain('identifiant positif');
    const twice = read(`12:${A},13:${A}`);
    expect(twice).toEqual(['TILL_TOKENS, entrée 2 : ce jeton est déjà celui d’une autre entrée.']);
    expect(twice?.join(' ')).not.toContain(A);
  });

  it('is read with the rest of the configuration', () => {
    expect(loadConfig({ TILL_TOKENS: `7:${B}` }).tillTokens.storeOf(B)).toBe(7);
    expect(() => loadConfig({ TILL_TOKENS: '7:court' })).toThrow(TillTokensError);
  });
});
