/** The public face of features/autosuggest: what pages, layouts and other features may use (server code is in index.server.ts). */
export { SearchBox } from './search-box.tsx';
export { SUGGESTIONS_MIN_CHARS, type SuggestionGroup } from './suggestions.ts';
