import { z } from 'zod';
import { idParam, latitude, longitude, postalCode } from './common.ts';
import { ORDER_MODE_TYPES, SHOP_INFO_TYPES, STORE_LOCATOR, STORE_TYPES } from './constants.ts';

export const storeIdParams = z.object({ id: idParam('du magasin') });
export const shopParams = z.object({ shop: idParam('du magasin') });

/**
 * A filter given once or repeated (`type=CRF&type=PRP_LA_POSTE`): always a list, at most 20 values;
 * a wrong value is reported on the field itself, whichever its position.
 */
function oneOrMany<T extends string>(isValid: (value: string) => value is T, error: string) {
  const schema = z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value]),
    z
      .array(z.string({ error }), { error })
      .max(20, { error: 'Trop de valeurs pour ce filtre.' })
      .refine((values) => values.every(isValid), { error })
      .transform((values) => values as T[])
      .optional(),
  );
  // The query's input: one value or several (the preprocess step alone would type it `unknown`).
  return schema.optional() as unknown as z.ZodOptional<
    z.ZodType<T[] | undefined, T | readonly T[] | undefined>
  >;
}

const isServiceCode = (value: string): value is string => /^[A-Z0-9_]{1,40}$/.test(value);

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

/** A yes/no filter of a query string: `true`/`1`/`on` (a checked box) or `false`/`0`. */
const queryFlag = z
  .enum(['true', 'false', '1', '0', 'on'], { error: 'Ce filtre attend oui (true) ou non (false).' })
  .transform((value) => value === 'true' || value === '1' || value === 'on')
  .optional();

/** The service code of a fuel station: the locator's `carburant` filter. */
export const STORE_FUEL_SERVICE = 'STATION';

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
    /** Store types: a store of any of them. */
    type: oneOrMany(oneOf(STORE_TYPES), "Ce type de magasin n'existe pas."),
    /** Order modes: a store offering every one of them. */
    mode: oneOrMany(oneOf(ORDER_MODE_TYPES), "Ce mode de commande n'existe pas."),
    /** Service codes (`store_services`): a store offering every one of them. */
    service: oneOrMany(isServiceCode, "Ce service n'existe pas."),
    /** Only the stores open at the time of the request (Europe/Paris). */
    ouvert: queryFlag,
    /** Only the stores with a fuel station (service `STATION`). */
    carburant: queryFlag,
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    error: 'La latitude et la longitude doivent être données ensemble.',
    path: ['latitude'],
  });
export type StoreListQuery = z.infer<typeof storeListQuery>;

export const shopInfoQuery = z.object({
  type: z.enum(SHOP_INFO_TYPES, { error: "Ce type de message n'existe pas." }).optional(),
});

export const timetableEntrySchema = /* @__PURE__ */ (() =>
  z.object({ jour: z.string(), from: z.string(), to: z.string() }))();
export type TimetableEntry = z.infer<typeof timetableEntrySchema>;

export const exceptionalHoursSchema = /* @__PURE__ */ (() =>
  z.object({
    type: z.literal('Magasin'),
    entries: z.array(
      z.object({
        type: z.enum(['Ouverture', 'Fermeture']),
        date: z.string(),
        from: z.string().nullable(),
        to: z.string().nullable(),
      }),
    ),
  }))();
export type ExceptionalHours = z.infer<typeof exceptionalHoursSchema>;

const gpsSchema = /* @__PURE__ */ (() => z.object({ latitude: z.number(), longitude: z.number() }))();

export const modeServiceSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    description: z.string().nullable(),
    adresse: z.string().nullable(),
    type: z.string(),
    sous_type: z.string().nullable(),
    gps: gpsSchema.nullable(),
    info_non_retrait: z.string().nullable(),
    checkout: z.object({ montant_max: z.number().nullable() }),
  }))();
export type ModeService = z.infer<typeof modeServiceSchema>;

export const orderModeSchema = /* @__PURE__ */ (() =>
  z.object({
    type: z.enum(ORDER_MODE_TYPES),
    label_long: z.string(),
    tarif_mini: z.number().nullable(),
    consigne_sacs: z.object({ montant_unitaire: z.number() }).nullable(),
    prochain_creneau: z.object({ jour_debut: z.string(), heure_debut: z.string() }).nullable(),
    services: z.array(modeServiceSchema),
  }))();
export type OrderMode = z.infer<typeof orderModeSchema>;

export const proContactSchema = /* @__PURE__ */ (() =>
  z.object({
    prenom_referent: z.string(),
    nom_referent: z.string(),
    tel_referent: z.string(),
    mobile_referent: z.string().nullable(),
    mail_referent: z.string(),
  }))();
export type ProContact = z.infer<typeof proContactSchema>;

export const storeServiceSchema = /* @__PURE__ */ (() =>
  z.object({
    code: z.string(),
    libelle: z.string(),
    description: z.string().nullable(),
  }))();
export type StoreService = z.infer<typeof storeServiceSchema>;

export const storeAttributesSchema = /* @__PURE__ */ (() =>
  z.object({
    magasin: z.string(),
    name: z.string(),
    aliasWeb: z.string(),
    type: z.enum(STORE_TYPES),
    adresse: z.string(),
    cp: z.string(),
    ville: z.string(),
    code_insee: z.string(),
    telephone_magasin: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    horaires: z.string(),
    horaires_table: z.array(timetableEntrySchema),
    horaires_exceptionnels_table: exceptionalHoursSchema,
    ticket_dematerialise: z.boolean(),
    service_corapro: z.boolean(),
    infos_corapro: z.array(proContactSchema),
    services: z.array(storeServiceSchema),
    modes_commande: z.array(orderModeSchema),
    date_premier_creneau_drive: z.string().nullable(),
    urls: z.object({
      magasin: z.string(),
      drive: z.string().nullable(),
      livraison: z.string().nullable(),
      app: z.string().nullable(),
    }),
    url_externe: z.string().nullable(),
    magasin_rattache_id: z.number().int().nullable(),
    allowCodePromo: z.boolean(),
    allowCarteCarrefour: z.boolean(),
    isEligibleAbonnementLad: z.boolean(),
    montantMinimumLAD: z.number().nullable(),
    isDispoCarrefour: z.boolean(),
    hasChoixSubstitution: z.boolean(),
    isNational: z.boolean(),
  }))();
export type StoreAttributes = z.infer<typeof storeAttributesSchema>;

export const storeResourceSchema = /* @__PURE__ */ (() =>
  z.object({
    type: z.literal('magasin'),
    id: z.number().int(),
    attributes: storeAttributesSchema,
  }))();
export type StoreResource = z.infer<typeof storeResourceSchema>;

export const storeListItemSchema = /* @__PURE__ */ (() =>
  z.object({
    type: z.literal('magasin'),
    id: z.number().int(),
    attributes: storeAttributesSchema
      .pick({
        magasin: true,
        name: true,
        aliasWeb: true,
        type: true,
        adresse: true,
        cp: true,
        ville: true,
        latitude: true,
        longitude: true,
        telephone_magasin: true,
      })
      .extend({
        /** Metres from the searched place, `null` for a search by name. */
        distance: z.number().nullable(),
        modes_commande: z.array(z.enum(ORDER_MODE_TYPES)),
        /** Open now (Europe/Paris), exceptional hours included. */
        open: z.boolean(),
        /** The week's hours in one French line (weekly_opening). */
        horaires: z.string(),
        /** Today's hours, exceptional hours applied; `plages` empty when closed all day. */
        horaires_jour: z.object({
          date: z.string(),
          plages: z.array(z.object({ from: z.string(), to: z.string() })),
          exceptionnel: z.boolean(),
          texte: z.string(),
        }),
        /** 'Ouvert jusqu’à 21h00', 'Fermé, ouvre demain à 08h30'… */
        statut_ouverture: z.string(),
        prochaine_ouverture: z.object({ date: z.string(), heure: z.string() }).nullable(),
        services: z.array(storeServiceSchema.pick({ code: true, libelle: true })),
        carburant: z.boolean(),
      }),
  }))();
export type StoreListItem = z.infer<typeof storeListItemSchema>;

/** The store locator's answer: the stores found and the place their distances are measured from. */
export const storeListResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.array(storeListItemSchema),
    meta: z.object({
      total: z.number().int(),
      centre: z.object({ latitude: z.number(), longitude: z.number(), libelle: z.string() }).nullable(),
      /** Every service some store offers, for the locator's filters. */
      services: z.array(storeServiceSchema.pick({ code: true, libelle: true })),
    }),
  }))();
export type StoreListResponse = z.infer<typeof storeListResponseSchema>;

export const storeResponseSchema = /* @__PURE__ */ (() => z.object({ data: storeResourceSchema }))();
export type StoreResponse = z.infer<typeof storeResponseSchema>;

/** A message shown on the home page and in the header: a store's, or the national one. */
export const shopInfoSchema = /* @__PURE__ */ (() =>
  z.object({ type: z.enum(SHOP_INFO_TYPES), message: z.string() }))();
export type ShopInfo = z.infer<typeof shopInfoSchema>;

export const shopInfosResponseSchema = /* @__PURE__ */ (() => z.object({ data: z.array(shopInfoSchema) }))();
export type ShopInfosResponse = z.infer<typeof shopInfosResponseSchema>;

/** `GET /infos`: the messages of the shop, of a store when `magasin_id` is given. */
export const shopInfosQuery = shopInfoQuery.extend({ magasin_id: idParam('du magasin').optional() });

/** A delivered postal code and INSEE code; `id` and `nom_commune` are null when no commune matches them. */
export const deliveryCommuneSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.number().int().nullable(),
    code_postal: z.string(),
    code_insee: z.string(),
    nom_commune: z.string().nullable(),
  }))();
export type DeliveryCommune = z.infer<typeof deliveryCommuneSchema>;

export const deliveryCommunesResponseSchema = /* @__PURE__ */ (() =>
  z.object({ data: z.array(deliveryCommuneSchema) }))();
export type DeliveryCommunesResponse = z.infer<typeof deliveryCommunesResponseSchema>;

export const deliveryEligibilityResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.object({
      eligible: z.boolean(),
      code_postal: z.string(),
      code_insee: z.string(),
      /** Why the commune is not delivered, `null` when it is. */
      message: z.string().nullable(),
    }),
  }))();
export type DeliveryEligibilityResponse = z.infer<typeof deliveryEligibilityResponseSchema>;
export { STORE_TYPES };

export const storeFormMessages = {
  searchRequired: 'Merci de saisir un code postal ou une ville.',
  searchPostalCode: 'Le code postal doit être composé de 5 chiffres.',
  searchTooShort: 'La recherche doit comporter au moins 2 caractères.',
  chooseAStore: 'Merci de choisir un magasin.',
} as const;

/**
 * The shop selector's search text (`recherche`), its spaces collapsed: a 5-digit postal code, or at
 * least 2 characters of a city or a store name.
 */
export const storeSearchText = z
  .string({ error: storeFormMessages.searchRequired })
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: storeFormMessages.searchRequired })
      .refine((text) => !/^\d+$/.test(text) || text.length === 5, {
        error: storeFormMessages.searchPostalCode,
      })
      .min(2, { error: storeFormMessages.searchTooShort }),
  );

/** The store chooser's form: the chosen store and the page to go back to. */
export const storeChoiceForm = z.object({
  magasin_id: z
    .string({ error: storeFormMessages.chooseAStore })
    .trim()
    .min(1, { error: storeFormMessages.chooseAStore }),
  redirectTo: z.string().optional(),
});
