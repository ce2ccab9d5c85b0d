import type { Commune } from '@cabas/contracts';

export function presentCommune(row: {
  id: number;
  code_insee: string;
  code_postal: string;
  nom_commune: string;
  departement: string;
  latitude: number | null;
  longitude: number | null;
}): Commune {
  return {
    id: row.id,
    code_insee: row.code_insee,
    code_postal: row.code_postal,
    nom_commune: row.nom_commune,
    departement: row.departement,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
