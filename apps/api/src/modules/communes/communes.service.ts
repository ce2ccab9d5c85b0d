import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findCommunesByPostalCode } from './communes.repository.ts';

/** The communes of a postal code, for other modules (the store locator). */
export function communesOfPostalCode(db: Kysely<DB>, codePostal: string) {
  return findCommunesByPostalCode(db, codePostal);
}
