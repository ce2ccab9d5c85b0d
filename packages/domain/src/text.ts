/**
 * The form names are stored and searched in: lower case, accents removed, apostrophes, hyphens and
 * punctuation as single spaces ("L'Haÿ-les-Roses" -> "l hay les roses"; "St-Étienne" stays "st etienne").
 */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Saint/Sainte abbreviations as people type them. */
export function expandSaintAbbreviations(normalized: string): string {
  return normalized.replace(/\bste\b/g, 'sainte').replace(/\bst\b/g, 'saint');
}

/** A URL slug: "Cabas Hyper Lyon Part-Dieu" -> "cabas-hyper-lyon-part-dieu". */
export function slugify(value: string): string {
  return normalizeForSearch(value).replace(/ /g, '-');
}
