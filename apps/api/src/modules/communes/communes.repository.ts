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

/** Every commune with a centre point, for the in-memory city look-up of the store locator. */
export function findLocatedCommuneNames(db: Db) {
  return db
    .selectFrom('communes')
    .select(['nom_normalise', 'nom_commune', 'code_postal', 'latitude', 'longitude', 'population'])
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .orderBy('nom_normalise')
    .execute();
}
