import { z } from 'zod';
import { idParam, latitude, longitude, postalCode } from './common.ts';
import {
  ORDER_MODE_TYPES,
  type OrderModeType,
  SHOP_INFO_TYPES,
  STORE_LOCATOR,
  STORE_TYPES,
  type StoreType,
} from './constants.ts';

export const storeIdParams = z.object({ id: idParam('du magasin') });
export const shopParams = z.object({ shop: idParam('du magasin') });

export const storeListQuery = z
  .object({
    q: z
      .string()
      .trim()
      .min(2, { error: 'La recherche doit comporter au moins 2 caractères.' })
      .max(100, { error: 'La recherche ne peut pas dépasser 100 caractères.' })
      .optional(),
    code_postal: postalCode.optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    distance_max: z.coerce
      .number({ error: 'La distance doit être un nombre.' })
      .int({ error: 'La distance doit être un nombre entier de mètres.' })
      .min(1, { error: 'La distance doit être positive.' })
      .max(STORE_LOCATOR.maxDistanceMeters, {
        error: `La distance ne peut pas dépasser ${STORE_LOCATOR.maxDistanceMeters} mètres.`,
      })
      .default(STORE_LOCATOR.maxDistanceMeters),
    limit: z.coerce
      .number({ error: 'Le nombre de résultats doit être un nombre.' })
      .int({ error: 'Le nombre de résultats doit être un nombre entier.' })
      .min(1, { error: 'Le nombre de résultats doit être positif.' })
      .max(STORE_LOCATOR.maxResults, {
        error: `Le nombre de résultats ne peut pas dépasser ${STORE_LOCATOR.maxResults}.`,
      })
      .default(STORE_LOCATOR.maxResults),
    mode: z.enum(ORDER_MODE_TYPES, { error: "Ce mode de commande n'existe pas." }).optional(),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    error: 'La latitude et la longitude doivent être données ensemble.',
    path: ['latitude'],
  });
export type StoreListQuery = z.infer<typeof storeListQuery>;

export const shopInfoQuery = z.object({
  type: z.enum(SHOP_INFO_TYPES, { error: "Ce type de message n'existe pas." }).optional(),
});

export interface TimetableEntry {
  jour: string;
  from: string;
  to: string;
}
export interface ExceptionalHours {
  type: 'Magasin';
  entries: { type: 'Ouverture' | 'Fermeture'; date: string; from: string | null; to: string | null }[];
}
export interface ModeService {
  id: number;
  label: string;
  description: string | null;
  adresse: string | null;
  type: string;
  sous_type: string | null;
  gps: { latitude: number; longitude: number } | null;
  info_non_retrait: string | null;
  checkout: { montant_max: number | null };
}
export interface OrderMode {
  type: OrderModeType;
  label_long: string;
  tarif_mini: number | null;
  consigne_sacs: { montant_unitaire: number } | null;
  prochain_creneau: { jour_debut: string; heure_debut: string } | null;
  services: ModeService[];
}
export const proContactSchema = z.object({
  prenom_referent: z.string(),
  nom_referent: z.string(),
  tel_referent: z.string(),
  mobile_referent: z.string().nullable(),
  mail_referent: z.string(),
});
export type ProContact = z.infer<typeof proContactSchema>;
export interface StoreService {
  code: string;
  libelle: string;
  description: string | null;
}
export interface StoreAttributes {
  magasin: string;
  name: string;
  aliasWeb: string;
  type: StoreType;
  adresse: string;
  cp: string;
  ville: string;
  code_insee: string;
  telephone_magasin: string;
  latitude: number;
  longitude: number;
  horaires: string;
  horaires_table: TimetableEntry[];
  horaires_exceptionnels_table: ExceptionalHours;
  ticket_dematerialise: boolean;
  service_corapro: boolean;
  infos_corapro: ProContact[];
  services: StoreService[];
  modes_commande: OrderMode[];
  date_premier_creneau_drive: string | null;
  urls: { magasin: string; drive: string | null; livraison: string | null; app: string | null };
  url_externe: string | null;
  magasin_rattache_id: number | null;
  allowCodePromo: boolean;
  allowCarteCarrefour: boolean;
  isEligibleAbonnementLad: boolean;
  montantMinimumLAD: number | null;
  isDispoCarrefour: boolean;
  hasChoixSubstitution: boolean;
  isNational: boolean;
}
export interface StoreResource {
  type: 'magasin';
  id: number;
  attributes: StoreAttributes;
}
export interface StoreListItem {
  type: 'magasin';
  id: number;
  attributes: Pick<
    StoreAttributes,
    | 'magasin'
    | 'name'
    | 'aliasWeb'
    | 'type'
    | 'adresse'
    | 'cp'
    | 'ville'
    | 'latitude'
    | 'longitude'
    | 'telephone_magasin'
  > & {
    distance: number | null;
    modes_commande: OrderModeType[];
    open: boolean;
    horaires: string;
  };
}
export { STORE_TYPES };
