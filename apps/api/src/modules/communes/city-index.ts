import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findLocatedCommuneNames } from './communes.repository.ts';

export interface City {
  nom_commune: string;
  code_postal: string;
  latitude: number;
  longitude: number;
  population: number;
}

type Entry = City & { nom_normalise: string };

/**
 * City names in memory, sorted, for the store locator: a prefix look-up by binary search answers in
 * microseconds on either database (a LIKE over 35,000 names cannot use an index). Communes are
 * reference data that only a new seed changes, so one load per database is enough.
 */
const indexes = new WeakMap<Kysely<DB>, Promise<Entry[]>>();

function load(db: Kysely<DB>): Promise<Entry[]> {
  let index = indexes.get(db);
  if (!index) {
    index = findLocatedCommuneNames(db).then((rows) =>
      rows
        .map((r) => ({ ...r, latitude: r.latitude!, longitude: r.longitude! }))
        // JavaScript order, not the database collation, since the search below relies on it.
        .sort((a, b) => (a.nom_normalise < b.nom_normalise ? -1 : a.nom_normalise > b.nom_normalise ? 1 : 0)),
    );
    index.catch(() => indexes.delete(db));
    indexes.set(db, index);
  }
  return index;
}

function lowerBound(entries: Entry[], key: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid]!.nom_normalise < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The most populated commune named exactly `normalizedName` or whose name starts with it followed by
 * a space ("lyon" finds "lyon 3e arrondissement", not "lyons la foret").
 */
export async function findCity(db: Kysely<DB>, normalizedName: string): Promise<City | null> {
  if (!normalizedName) return null;
  const entries = await load(db);
  let best: Entry | null = null;
  const prefix = `${normalizedName} `;
  for (let i = lowerBound(entries, normalizedName); i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.nom_normalise !== normalizedName && !entry.nom_normalise.startsWith(prefix)) break;
    if (!best || entry.population > best.population) best = entry;
  }
  return best;
}
