import { SEARCH_HISTORY_MAX, type SearchHistoryEntry } from '@cabas/contracts';
import { normalizeForSearch } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { findHistory, pruneHistory, recordSearch } from './search-history.repository.ts';

/**
 * Each visitor's latest searches (the uuid cookie, header x-uuid): at most 10 distinct ones, the
 * latest first. A visitor only ever reads the history of the uuid it sends.
 */
export const searchPath = (keywords: string) => `/recherche?keywords=${encodeURIComponent(keywords)}`;

const entry = (query: string): SearchHistoryEntry => ({ libelle: query, url: searchPath(query) });

export async function rememberSearch(
  db: Kysely<DB>,
  visitorUuid: string | null,
  query: string,
  now: Date,
): Promise<SearchHistoryEntry[]> {
  if (!visitorUuid) return [];
  const normalized = normalizeForSearch(query);
  if (normalized) {
    await recordSearch(db, visitorUuid, query.trim(), normalized, now.toISOString());
    await pruneHistory(db, visitorUuid, SEARCH_HISTORY_MAX);
  }
  return (await findHistory(db, visitorUuid, SEARCH_HISTORY_MAX)).map((h) => entry(h.query));
}

/** The visitor's searches that contain the typed text (all of them when it is empty). */
export async function matchingHistory(
  db: Kysely<DB>,
  visitorUuid: string | null,
  typed: string,
): Promise<SearchHistoryEntry[]> {
  if (!visitorUuid) return [];
  const text = normalizeForSearch(typed);
  return (await findHistory(db, visitorUuid, SEARCH_HISTORY_MAX))
    .filter((h) => h.query_normalized.includes(text))
    .map((h) => entry(h.query));
}
