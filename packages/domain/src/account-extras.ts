import { expandSaintAbbreviations, normalizeForSearch } from './text.ts';

/**
 * Normalisation of a delivery address's city against the official commune of its postal code and
 * INSEE code: the typed name is normalised when it is the official name, word for word; a name that
 * only differs in case, accents, hyphens or a Saint abbreviation gets the official name as a proposal;
 * another name gets it too (the commune is chosen by its INSEE code, the name is only what was typed).
 */
export function communeNormalisation(
  typed: string,
  official: string,
): { normalisee: boolean; proposition: string | null } {
  if (typed.trim() === official) return { normalisee: true, proposition: null };
  return { normalisee: false, proposition: official };
}

/** Whether two commune names are the same name written differently ("st-etienne" and "Saint-Étienne"). */
export function sameCommuneName(a: string, b: string): boolean {
  const key = (v: string) => expandSaintAbbreviations(normalizeForSearch(v));
  return key(a) === key(b);
}

/**
 * The newsletter selector: the stores to unsubscribe are those present originally and removed
 * now, the stores to subscribe those added now; a store kept on either side is not sent.
 */
export function newsletterChanges(
  original: readonly number[],
  selected: readonly number[],
): { subscribe: number[]; unsubscribe: number[] } {
  const before = new Set(original);
  const after = new Set(selected);
  return {
    subscribe: [...after].filter((id) => !before.has(id)),
    unsubscribe: [...before].filter((id) => !after.has(id)),
  };
}

/** The card network of a card number, from its first digits (the brand shown on a saved card). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'CB';
}

/** A saved card as shown: only its last 4 digits. */
export const maskedCardNumber = (last4: string) => `•••• •••• •••• ${last4}`;

/** Whether a card whose expiry is MM/YY has expired at `now` (it is valid through its month). */
export function isCardExpired(expiration: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiration);
  if (!match) return true;
  const last = (2000 + Number(match[2])) * 12 + Number(match[1]);
  return last < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
