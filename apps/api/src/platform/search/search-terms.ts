import { FRENCH_STOPWORDS, normalizeForSearch } from '@cabas/domain';

/**
 * Word suggestions of the autosuggest: the words of product names and the phrases of two words
 * (possibly around one short word: "jus d'orange", "pâtes à tartiner"), with the number of products
 * that contain them. `term` is the normalised form that typed text is matched against; `libelle` the
 * form shown, in lower case with its accents (the most frequent spelling wins).
 */
export interface SearchTermRow {
  term: string;
  libelle: string;
  frequency: number;
}

/** Phrases found in fewer products are left out (one-off names); every word is kept. */
const MIN_PHRASE_FREQUENCY = 2;
const MAX_TERM_LENGTH = 60;

/** Articles written with an apostrophe before a vowel. */
const ELIDED = new Set(['d', 'l']);

const isWord = (word: string) => /\p{L}/u.test(word) && word.length >= 2;

export function buildSearchTerms(designations: Iterable<string>): SearchTermRow[] {
  const counts = new Map<string, { frequency: number; spellings: Map<string, number> }>();
  const add = (libelle: string, seen: Set<string>) => {
    const term = normalizeForSearch(libelle);
    if (term.length < 2 || term.length > MAX_TERM_LENGTH || seen.has(term)) return;
    seen.add(term);
    const entry = counts.get(term) ?? { frequency: 0, spellings: new Map<string, number>() };
    entry.frequency += 1;
    entry.spellings.set(libelle, (entry.spellings.get(libelle) ?? 0) + 1);
    counts.set(term, entry);
  };
  for (const designation of designations) {
    const words = designation
      .toLocaleLowerCase('fr-FR')
      .split(/[^\p{L}\p{N}-]+/u)
      .map((w) => w.replace(/^-+|-+$/g, ''))
      .filter(Boolean);
    const seen = new Set<string>();
    const stop = (word: string | undefined) =>
      word !== undefined && FRENCH_STOPWORDS.has(normalizeForSearch(word));
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      if (!isWord(word) || stop(word)) continue;
      if (normalizeForSearch(word).length >= 3) add(word, seen);
      const next = words[i + 1];
      const after = words[i + 2];
      if (next && isWord(next) && !stop(next)) add(`${word} ${next}`, seen);
      else if (next && stop(next) && after && isWord(after) && !stop(after)) {
        // "jus d'orange" (elided article), "pâtes à tartiner".
        add(ELIDED.has(next) ? `${word} ${next}'${after}` : `${word} ${next} ${after}`, seen);
      }
    }
  }
  const rows: SearchTermRow[] = [];
  for (const [term, { frequency, spellings }] of counts) {
    if (term.includes(' ') && frequency < MIN_PHRASE_FREQUENCY) continue;
    const libelle = [...spellings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    rows.push({ term, libelle, frequency });
  }
  return rows.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}
