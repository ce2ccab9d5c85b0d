import { z } from 'zod';
import { idParam, inseeCode, postalCode } from './common.ts';

export const communeIdParams = z.object({ id: idParam('de la commune') });
export const communesQuery = z.object({ code_postal: postalCode });
export const deliveryEligibilityQuery = z.object({ code_postal: postalCode, code_insee: inseeCode });

export interface Commune {
  id: number;
  code_insee: string;
  code_postal: string;
  nom_commune: string;
  departement: string;
  latitude: number | null;
  longitude: number | null;
}
