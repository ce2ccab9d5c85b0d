import type { SearchHistoryEntry } from '@cabas/contracts';

const EMPTY_HISTORY_END = '"historique_recherche":[]}}';

/**
 * A serialised product list with the visitor's search history put in `meta.historique_recherche`
 * (the list itself is shared by every visitor and cached as text; see listing.service.ts, whose
 * response ends with that member).
 */
export function withSearchHistory(json: string, history: readonly SearchHistoryEntry[]): string {
  if (!history.length) return json;
  if (json.endsWith(EMPTY_HISTORY_END))
    return `${json.slice(0, -EMPTY_HISTORY_END.length)}"historique_recherche":${JSON.stringify(history)}}}`;
  const body = JSON.parse(json) as { meta: Record<string, unknown> };
  body.meta.historique_recherche = history;
  return JSON.stringify(body);
}
