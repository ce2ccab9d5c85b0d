/** The header's search suggestions as the web app sends them to the combobox (small JSON). */
export interface SuggestionItem {
  id: string;
  label: string;
  detail?: string;
  url: string;
}

export interface SuggestionGroup {
  id: 'historique' | 'suggestions' | 'rayons' | 'produits' | 'magasins';
  label: string;
  items: SuggestionItem[];
}

export const SUGGESTIONS_PATH = '/ressources/suggestions';
export const SUGGESTIONS_MIN_CHARS = 2;
export const SUGGESTIONS_DEBOUNCE_MS = 250;

export function searchUrl(keywords: string): string {
  return `/recherche?${new URLSearchParams({ keywords: keywords.trim() })}`;
}
