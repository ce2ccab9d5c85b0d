import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;
const columns = [
  'id',
  'code_insee',
  'code_postal',
  'nom_commune',
  'departement',
  'latitude',
  'longitude',
  'population',
] as const;

export function findCommunesByPostalCode(db: Db, codePostal: string) {
  return db
    .selectFrom('communes')
    .select(columns)
    .where('code_postal', '=', codePostal)
    .orderBy('nom_commune')
    .execute();
}

export function findCommuneById(db: Db, id: number) {
  return db.selectFrom('communes').select(columns).where('id', '=', id).executeTakeFirst();
}

/** Communes whose normalised name is the text or starts with it, the most populated first. */
export function findCommunesByName(db: Db, normalizedName: string, limit: number) {
  return db
    .selectFrom('communes')
    .select(columns)
    .where((eb) =>
      eb.or([eb('nom_normalise', '=', normalizedName), eb('nom_normalise', 'like', `${normalizedName} %`)]),
    )
    .where('latitude', 'is not', null)
    .orderBy('population', 'desc')
    .limit(limit)
    .execute();
}
