import { z } from 'zod';
import { idParam, inseeCode, postalCode } from './common.ts';

export const communeIdParams = z.object({ id: idParam('de la commune') });
export const communesQuery = z.object({ code_postal: postalCode });
export const deliveryEligibilityQuery = z.object({ code_postal: postalCode, code_insee: inseeCode });

export const communeSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.number().int(),
    code_insee: z.string(),
    code_postal: z.string(),
    nom_commune: z.string(),
    departement: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }))();
export type Commune = z.infer<typeof communeSchema>;

export const communesResponseSchema = /* @__PURE__ */ (() => z.object({ data: z.array(communeSchema) }))();
export type CommunesResponse = z.infer<typeof communesResponseSchema>;

export const communeResponseSchema = /* @__PURE__ */ (() => z.object({ data: communeSchema }))();
export type CommuneResponse = z.infer<typeof communeResponseSchema>;
