import type { Insertable } from 'kysely';
import type { CommunesTable } from '../schema.ts';
import { readSourceCommunes, readSourceRegions, type SourceCommune } from './source-data.ts';
import { normalizeForSearch } from './text.ts';

export type CommuneRowInput = Insertable<CommunesTable> & { id: number };

let postal: SourceCommune[] | undefined;

/**
 * The communes as La Poste knows them: Paris, Lyon and Marseille through their municipal
 * arrondissements ("Lyon 1er Arrondissement", INSEE 69381, 69001), not as a whole.
 */
export function postalCommunes(): SourceCommune[] {
  if (!postal) {
    const all = readSourceCommunes();
    const divided = new Set(all.map((c) => c.commune).filter((code): code is string => code !== null));
    postal = all.filter((c) => !divided.has(c.code));
  }
  return postal;
}

/**
 * One row per (commune, postal code) pair of postalCommunes(), in file order with ids from 1.
 * `region` holds the region's name, `departement` its code.
 */
export function buildCommuneRows(): CommuneRowInput[] {
  const regionNames = new Map(readSourceRegions().map((r) => [r.code, r.nom]));
  const rows: CommuneRowInput[] = [];
  for (const commune of postalCommunes()) {
    const nom_normalise = normalizeForSearch(commune.nom);
    const region = commune.region ? (regionNames.get(commune.region) ?? commune.region) : null;
    for (const code_postal of commune.codesPostaux) {
      rows.push({
        id: rows.length + 1,
        code_insee: commune.code,
        code_postal,
        nom_commune: commune.nom,
        nom_normalise,
        departement: commune.departement,
        region,
        population: commune.population ?? 0,
        latitude: commune.lat,
        longitude: commune.lon,
      });
    }
  }
  return rows;
}

export function communeByCode(code: string): SourceCommune {
  const found = readSourceCommunes().find((c) => c.code === code);
  if (!found) throw new Error(`Commune inconnue (code INSEE ${code})`);
  return found;
}
