import { normalizeForSearch } from './text.ts';

/**
 * A light French plural stemmer for search. It works on normalised words (lower case, no accents,
 * [a-z0-9] only, see normalizeForSearch) and maps a plural and its singular to the same form
 * ("pommes" and "pomme" -> "pomme", "chevaux" and "cheval" -> "cheval", "gateaux" -> "gateau").
 * The same function runs on indexed text and on query words, so a form that is not a real word
 * ("cremeux" -> "cremeu") is harmless: both sides agree.
 */

/** Plurals the rules below would get wrong, and invariable words that end with s or x. */
const IRREGULAR: Readonly<Record<string, string>> = {
  travaux: 'travail',
  vitraux: 'vitrail',
  coraux: 'corail',
  emaux: 'email',
  baux: 'bail',
  noyaux: 'noyau',
  tuyaux: 'tuyau',
  boyaux: 'boyau',
  joyaux: 'joyau',
  landaus: 'landau',
  faux: 'faux',
  taux: 'taux',
  yeux: 'oeil',
  sans: 'sans',
  plus: 'plus',
  moins: 'moins',
  tres: 'tres',
};

export function stemFrenchWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.endsWith('eaux')) return word.slice(0, -1);
  if (word.endsWith('aux')) return `${word.slice(0, -3)}al`;
  if (word.endsWith('eux') || word.endsWith('oux')) return word.slice(0, -1);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Words too common to search on (articles, prepositions). "sans" is kept: "sans gluten" matters. */
export const FRENCH_STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'au',
  'aux',
  'avec',
  'ce',
  'ces',
  'd',
  'dans',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'ou',
  'par',
  'pour',
  'sur',
  'un',
  'une',
]);

/** The normalised, stemmed search words of a text, stop words and one-letter words removed. */
export function searchTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of normalizeForSearch(text).split(' ')) {
    if (word.length < 2 && !/\d/.test(word)) continue;
    if (FRENCH_STOPWORDS.has(word)) continue;
    tokens.push(stemFrenchWord(word));
  }
  return tokens;
}

/** A text as it is stored in a search column: its search tokens separated by spaces. */
export function searchText(text: string | null | undefined): string {
  return text ? searchTokens(text).join(' ') : '';
}
