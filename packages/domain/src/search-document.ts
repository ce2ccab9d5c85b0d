import { searchText, searchTokens } from './french-stemmer.ts';

/**
 * What the search index holds for a product, one column per field so that the index can weigh them
 * (designation and brand first): normalised, stemmed words separated by spaces.
 */
export interface ProductSearchDocument {
  search_designation: string;
  search_brand: string;
  search_labels: string;
  search_category: string;
}

export interface SearchableProduct {
  designation: string;
  marque: string | null;
  /** The search words of its category names (categorySearchText), computed once per category. */
  categoryText: string;
  isOrganic: boolean;
  isLocal: boolean;
}

export function productSearchDocument(product: SearchableProduct): ProductSearchDocument {
  const labels: string[] = [];
  if (product.isOrganic) labels.push('bio biologique');
  if (product.isLocal) labels.push('local');
  return {
    search_designation: searchText(product.designation),
    search_brand: searchText(product.marque),
    search_labels: searchText(labels.join(' ')),
    search_category: product.categoryText,
  };
}

/** The search words of a category path (names from the department down), each word once. */
export function categorySearchText(path: readonly string[]): string {
  return [...new Set(path.flatMap((name) => searchTokens(name)))].join(' ');
}

/** A parsed search: its words, or an EAN (or the start of one, at least 8 digits). */
export interface SearchQuery {
  tokens: string[];
  /** Digits only, 8 to 14 of them: matched on the EAN column (exactly or as its beginning). */
  eanPrefix: string | null;
}

export const EAN_PREFIX_MIN = 8;

export function parseSearchQuery(text: string): SearchQuery {
  const compact = text.replace(/\s+/g, '');
  if (/^\d+$/.test(compact) && compact.length >= EAN_PREFIX_MIN && compact.length <= 14) {
    return { tokens: [], eanPrefix: compact };
  }
  return { tokens: [...new Set(searchTokens(text))].slice(0, 10), eanPrefix: null };
}

/**
 * The first string after every string that starts with `prefix`, for a range scan on a column of
 * digits ("3017620" -> "3017621", "199" -> "2"); null when there is none ("999").
 */
export function digitPrefixUpperBound(prefix: string): string | null {
  const digits = prefix.split('');
  for (let i = digits.length - 1; i >= 0; i--) {
    const d = digits[i]!;
    if (d !== '9') return digits.slice(0, i).join('') + String(Number(d) + 1);
  }
  return null;
}
