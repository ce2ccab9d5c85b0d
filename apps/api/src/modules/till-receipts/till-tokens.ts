import { createHash } from 'node:crypto';

/** The shortest till token accepted: 32 characters (about 190 bits when drawn as base64url). */
export const TILL_TOKEN_MIN_LENGTH = 32;

/**
 * The stores' till tokens (TILL_TOKENS, decision 128), kept as the SHA-256 of each token: the store a
 * token belongs to is found by its digest, so no token is compared character by character and none
 * stays in memory as it was configured.
 */
export class TillTokens {
  private readonly stores: ReadonlyMap<string, number>;

  constructor(tokens: ReadonlyArray<{ storeId: number; token: string }>) {
    this.stores = new Map(tokens.map((t) => [digest(t.token), t.storeId]));
  }

  /** The store whose till holds this token; null for any other token. */
  storeOf(token: string): number | null {
    return this.stores.get(digest(token)) ?? null;
  }

  get size(): number {
    return this.stores.size;
  }
}

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/** TILL_TOKENS cannot be read: every problem in French, never a token's value. */
export class TillTokensError extends Error {
  override readonly name = 'TillTokensError';
  constructor(readonly problems: readonly string[]) {
    super(`Configuration des caisses invalide :\n- ${problems.join('\n- ')}`);
  }
}

/**
 * Reads TILL_TOKENS: `magasin:jeton` pairs separated by commas (`12:…,31:…`), a store's id then its
 * till token (at least 32 characters among letters, digits, `-` and `_`); a store may have several
 * (a token being replaced). Unset or empty: no till may post receipts.
 */
export function tillTokensFrom(value: string | undefined): TillTokens {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const problems: string[] = [];
  const tokens: { storeId: number; token: string }[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const match = /^(\d{1,9}):(.*)$/.exec(entry);
    const place = `TILL_TOKENS, entrée ${index + 1}`;
    if (!match) {
      problems.push(`${place} : attendu « magasin:jeton » (par exemple 12:…).`);
      return;
    }
    const [, store, token] = match as unknown as [string, string, string];
    if (Number(store) <= 0) problems.push(`${place} : le magasin doit être un identifiant positif.`);
    else if (token.length < TILL_TOKEN_MIN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token))
      problems.push(
        `${place} : le jeton doit compter au moins ${TILL_TOKEN_MIN_LENGTH} caractères parmi lettres, chiffres, - et _.`,
      );
    else if (seen.has(token)) problems.push(`${place} : ce jeton est déjà celui d’une autre entrée.`);
    else {
      seen.add(token);
      tokens.push({ storeId: Number(store), token });
    }
  });
  if (problems.length) throw new TillTokensError(problems);
  return new TillTokens(tokens);
}
