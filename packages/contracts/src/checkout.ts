import { z } from 'zod';
import { CIVILITES } from './account-rules.ts';
import { civiliteField, phoneField } from './accounts.ts';
import type { Cart } from './cart.ts';
import { cartKindField } from './cart.ts';
import { checkoutMessages, INSTALMENT_LIMITS } from './checkout-messages.ts';
import { idParam, inseeCode, postalCode } from './common.ts';
import { CART_KINDS, DEFAULT_CART_KIND, ORDER_MODE_TYPES } from './constants.ts';
import { messages } from './messages.ts';

/**
 * The consumer checkout: its requests, its answers and the storefront's step forms (the calls are
 * declared in `endpoints/checkout.ts` and `endpoints/addresses.ts`). A checkout belongs to one client,
 * one store and one cart kind; every write carries the `dateLastUpdate` of the last answer, so that
 * two tabs never overwrite each other's choices. Amounts are euros (2 decimals); instants ISO-8601 UTC.
 */

/** The checkout steps; the web guard sends a later step reached too early back to step 1. */
export const CHECKOUT_STEPS = ['mode', 'adresse', 'paiement'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The payment modes (`attributes.mode_paiement`). */
export const PAYMENT_MODES = ['cb', 'carte_cabas', 'CRF', 'ckdo', '3FCB', '4FCB', 'carte_malin'] as const;
export type PaymentModeCode = (typeof PAYMENT_MODES)[number];

/** Days of planning shown ahead. */
export const SLOT_PLANNING_DAYS = 7;
export const INSTALMENT_CODES = ['3FCB', '4FCB'] as const;
export type InstalmentCode = (typeof INSTALMENT_CODES)[number];
/** At most 10 bags returned per visit. */
export const BAGS_RETURN_MAX = 10;
export const GIFT_CARD_NUMBER_LENGTH = 21;
export const GIFT_CARD_PIN_LENGTH = 4;
/** Caterer orders: permanent caterer pickup within 4 working days; festive cut-offs. */
export const CATERER_PERMANENT_WORKING_DAYS = 4;
export const CATERER_FESTIVE_RULES = [
  { dernier_jour_commande: '12-17', heure_limite: '12:00', jours_retrait: ['12-23', '12-24'] },
  { dernier_jour_commande: '12-23', heure_limite: '12:00', jours_retrait: ['12-30', '12-31'] },
] as const;

/** The redevance form: the use of the product (TV-set sale declaration). */
export const REDEVANCE_USAGES = [
  'residence_principale',
  'residence_secondaire',
  'debit_boissons',
  'autre_lieu_public',
] as const;
export type RedevanceUsage = (typeof REDEVANCE_USAGES)[number];
export const REDEVANCE_USAGE_LABELS: Record<RedevanceUsage, string> = {
  residence_principale: 'Usage privé, résidence principale',
  residence_secondaire: 'Usage privé, résidence secondaire',
  debit_boissons: 'Débit de boissons (licence II, III ou IV)',
  autre_lieu_public: 'Autre lieu public',
};

/** The label of each payment mode. */
export const PAYMENT_MODE_LABELS: Record<PaymentModeCode, string> = {
  cb: 'Carte bancaire',
  carte_cabas: 'Carte Cabas',
  CRF: 'Carte Club partenaire',
  ckdo: 'Carte cadeau',
  '3FCB': 'Paiement en 3 fois sans frais',
  '4FCB': 'Paiement en 4 fois sans frais',
  carte_malin: 'Carte Cabas Malin',
};

export const HOUSING_TYPES = ['maison', 'appartement'] as const;

// ---------------------------------------------------------------------------------------------
// Fields and requests
// ---------------------------------------------------------------------------------------------

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The `dateLastUpdate` guard of every write: the ISO UTC value of the last answer. */
export const dateLastUpdateField = z
  .string({ error: checkoutMessages.dateLastUpdateRequired })
  .trim()
  .min(1, { error: checkoutMessages.dateLastUpdateRequired })
  .regex(isoInstant, { error: checkoutMessages.dateLastUpdateInvalid });

export const checkoutShopParams = z.object({ shop: idParam('du magasin') });
export const checkoutParams = z.object({ shop: idParam('du magasin'), id: idParam('de la commande') });
export const addressParams = z.object({ id: idParam("de l'adresse") });

/** Query of POST /checkout: the cart's dateLastUpdate (optional: omitted on a first visit). */
export const createCheckoutQuery = z.object({
  type_panier: cartKindField.default(DEFAULT_CART_KIND),
  uuid: z.string().trim().max(64).optional(),
  dateLastUpdate: dateLastUpdateField.optional(),
});
export type CreateCheckoutQuery = z.output<typeof createCheckoutQuery>;

export const writeQuery = z.object({ dateLastUpdate: dateLastUpdateField });
export type WriteQuery = z.output<typeof writeQuery>;

/** The wallet amount: numeric, comma or dot decimal, at least 0. */
export const walletAmountField = z
  .union([z.number(), z.string()], { error: checkoutMessages.walletInvalid })
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
    if (typeof v === 'string' && !/^\d+([.,]\d{1,2})?$/.test(v.trim())) {
      ctx.addIssue({ code: 'custom', message: checkoutMessages.walletInvalid });
      return z.NEVER;
    }
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: checkoutMessages.walletInvalid });
      return z.NEVER;
    }
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: checkoutMessages.walletNegative });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });

/**
 * PUT checkout: mode and payment fields, each optional (what is absent is kept; null clears).
 * Choosing a service of another mode drops the slot hold and, off home delivery, the address.
 * The wallet amount is capped at the balance and the order total.
 */
export const updateCheckoutBody = z.object({
  dateLastUpdate: dateLastUpdateField,
  service_id: idParam('du service').nullable().optional(),
  idAdresseLivraison: idParam("de l'adresse").nullable().optional(),
  modePaiement: z.enum(PAYMENT_MODES, { error: checkoutMessages.paymentModeUnknown }).nullable().optional(),
  tirelire: z
    .object({ montant: walletAmountField, carte: idParam('de la carte de fidélité').optional() })
    .nullable()
    .optional(),
  avec_sacs: z.boolean({ error: checkoutMessages.bagsRequired }).nullable().optional(),
  selectedPaymentId: idParam('de la carte enregistrée').nullable().optional(),
  /** Own partner card (CRF) part of the payment, euros. */
  carteCarrefour: z.object({ montant: walletAmountField }).nullable().optional(),
});
export type UpdateCheckoutBody = z.output<typeof updateCheckoutBody>;

/**
 * « eurocora update »: the cagnotte the order will use, reserved on the card (its own-brand card or a
 * Club/Pass card; by default the checkout's, else the first). 0 releases it; above what is left to
 * pay it is lowered to it; above the card's available balance it is refused (422, nothing changes).
 */
export const eurocoraBody = z.object({
  montant: walletAmountField,
  carte: idParam('de la carte de fidélité').optional(),
});
export type EurocoraBody = z.output<typeof eurocoraBody>;

export const chooseSlotBody = z.object({ creneau_id: idParam('du créneau') });
export type ChooseSlotBody = z.output<typeof chooseSlotBody>;

export const slotsQuery = z.object({ service_id: idParam('du service').optional() });
export const planningQuery = z.object({ service_id: idParam('du service').optional() });

export const promoCodeCheckoutBody = z.object({
  code_promo: z
    .string({ error: 'Merci de renseigner votre code promo.' })
    .trim()
    .min(1, { error: 'Merci de renseigner votre code promo.' })
    .regex(/^[A-Za-z0-9-]{3,30}$/, {
      error: 'Le code promo doit comporter entre 3 et 30 lettres ou chiffres.',
    })
    .transform((v) => v.toUpperCase())
    .nullable(),
});
export type PromoCodeCheckoutBody = z.output<typeof promoCodeCheckoutBody>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A required text: one message per field (required, then too long, then bad characters). */
const textField = (required: string, max: number, pattern?: { regex: RegExp; message: string }) =>
  z.string({ error: required }).transform((raw, ctx) => {
    const value = raw.trim();
    const message =
      value === ''
        ? required
        : [...value].length > max
          ? checkoutMessages.fieldTooLong(max)
          : pattern && !pattern.regex.test(value)
            ? pattern.message
            : null;
    if (message === null) return value;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
const shortText = (required: string, max = 50) => textField(required, max);
const personName = (required: string) =>
  textField(required, 50, {
    regex: /^[\p{L}\p{M}' ’-]+$/u,
    message: 'Ce champ ne peut contenir que des lettres, des espaces, des tirets et des apostrophes.',
  });

/** The redevance form (TV-set sale declaration). civilite defaults to Mme. */
export const redevanceFormBody = z.object({
  usage: z.enum(REDEVANCE_USAGES, { error: checkoutMessages.redevanceUsageRequired }),
  civilite: z.enum(CIVILITES, { error: messages.civiliteRequired }).default('Mme'),
  nom: personName(messages.nomRequired),
  prenom: personName(messages.prenomRequired),
  date_naissance: z
    .string({ error: checkoutMessages.redevanceDateNaissance })
    .trim()
    .regex(DATE, { error: checkoutMessages.redevanceDateNaissance })
    .refine((v) => isPlausibleBirthDate(v), { error: checkoutMessages.redevanceDateNaissance }),
  departement_naissance: shortText(checkoutMessages.redevanceDepartement, 50),
  ville_naissance: shortText(checkoutMessages.redevanceVille, 80),
});
export type RedevanceFormBody = z.output<typeof redevanceFormBody>;

/** A real calendar date, 18 to 120 years ago. */
export function isPlausibleBirthDate(value: string, now = new Date()): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return false;
  const years = (now.getTime() - d.getTime()) / (365.25 * 86_400_000);
  return years >= 18 && years <= 120;
}

/** One message per field: required, then digits only, then the exact length. */
const digitsField = (size: number, texts: { required: string; length: string; invalid: string }) =>
  z.string({ error: texts.required }).transform((raw, ctx) => {
    const value = raw.replace(/\s+/g, '');
    const message =
      value === ''
        ? texts.required
        : !/^\d+$/.test(value)
          ? texts.invalid
          : value.length !== size
            ? texts.length
            : null;
    if (message === null) return value;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** The gift card: 21 digits, PIN 4 digits, with the shop's messages. */
export const giftCardCheckBody = z.object({
  carte_cadeau: z.object(
    {
      numero: digitsField(GIFT_CARD_NUMBER_LENGTH, {
        required: checkoutMessages.giftCardNumberRequired,
        length: checkoutMessages.giftCardNumberLength,
        invalid: checkoutMessages.giftCardNumberInvalid,
      }),
      pin: digitsField(GIFT_CARD_PIN_LENGTH, {
        required: checkoutMessages.giftCardPinRequired,
        length: checkoutMessages.giftCardPinLength,
        invalid: checkoutMessages.giftCardPinInvalid,
      }),
    },
    { error: checkoutMessages.giftCardNumberRequired },
  ),
});
export type GiftCardCheckBody = z.output<typeof giftCardCheckBody>;

export const instalmentQuery = z.object({
  montant: z.coerce
    .number({ error: checkoutMessages.instalmentAmountInvalid })
    .finite({ error: checkoutMessages.instalmentAmountInvalid })
    .min(INSTALMENT_LIMITS.min, { error: checkoutMessages.instalmentRange })
    .max(INSTALMENT_LIMITS.max, { error: checkoutMessages.instalmentRange }),
  code: z.enum(INSTALMENT_CODES, { error: checkoutMessages.instalmentCode }).optional(),
  /** The first debit date (YYYY-MM-DD), default today (Europe/Paris): a real day, years 2000 to 2100. */
  date: z.iso
    .date({ error: 'La date doit être un jour existant, au format AAAA-MM-JJ.' })
    .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', {
      error: 'La date doit être comprise entre 2000 et 2100.',
    })
    .optional(),
});
export type InstalmentQuery = z.output<typeof instalmentQuery>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: checkoutMessages.fieldTooLong(max) })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
const accessFlag = z.boolean().default(false);

/** The delivery address fields; eligibility checked against the store's delivery communes. */
export const deliveryAddressBody = z.object({
  libelle: optionalText(50),
  civilite: civiliteField,
  prenom: personName(messages.prenomRequired),
  nom: personName(messages.nomRequired),
  adresse: z
    .string({ error: checkoutMessages.addressLine })
    .trim()
    .min(1, { error: checkoutMessages.addressLine })
    .max(100, { error: checkoutMessages.addressTooLong }),
  complement_adresse: optionalText(100),
  code_postal: postalCode,
  code_insee: z.string({ error: checkoutMessages.communeRequired }).pipe(inseeCode),
  nom_commune: shortText(checkoutMessages.communeRequired, 80),
  tel: phoneField,
  defaut: z.boolean().default(false),
  type_habitation: z.enum(HOUSING_TYPES, { error: checkoutMessages.housingType }).nullable().optional(),
  etage: z
    .number({ error: checkoutMessages.etageInvalid })
    .int({ error: checkoutMessages.etageInvalid })
    .min(-5, { error: checkoutMessages.etageInvalid })
    .max(99, { error: checkoutMessages.etageInvalid })
    .nullable()
    .optional(),
  digicode1: optionalText(10),
  digicode2: optionalText(10),
  ascenseur: z.boolean().default(false),
  interphone: optionalText(30),
  info_livreur: optionalText(250),
  centre_ville: accessFlag,
  voie_sans_issue: accessFlag,
  sens_unique: accessFlag,
  rue_pietonne: accessFlag,
  access_semi_remorque: accessFlag,
  residence: accessFlag,
});
export type DeliveryAddressBody = z.output<typeof deliveryAddressBody>;

const defaultOnlyBody = z
  .object({ defaut: z.literal(true, { error: 'La valeur de defaut doit être true.' }) })
  .strict();
const isDefaultOnly = (v: unknown) =>
  typeof v === 'object' && v !== null && Object.keys(v).length === 1 && 'defaut' in v;

/**
 * PUT: the whole address, or only `{defaut: true}` (the previous default is unset). Chosen
 * by the keys sent, so that a full address gets field errors rather than a union failure.
 */
export const deliveryAddressUpdateBody = z.unknown().transform((value, ctx) => {
  const parsed = isDefaultOnly(value)
    ? defaultOnlyBody.safeParse(value)
    : deliveryAddressBody.safeParse(value);
  if (parsed.success) return parsed.data as DeliveryAddressBody | { defaut: true };
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type DeliveryAddressUpdateBody = z.output<typeof deliveryAddressUpdateBody>;

/** Optional `?magasin_id=`: each address then says whether that store delivers it. */
export const addressListQuery = z.object({ magasin_id: idParam('du magasin').optional() });

// ---------------------------------------------------------------------------------------------
// Forms of the storefront's checkout steps (parsed by the web actions with these schemas, so the
// browser and the server show the same French messages)
// ---------------------------------------------------------------------------------------------

/** A choice among listed ids (radio buttons): one message when nothing valid is chosen. */
const choiceId = (required: string) =>
  z.coerce
    .number({ error: required })
    .int({ error: required })
    .positive({ error: required })
    .max(2_147_483_647, { error: required });

export const serviceChoiceForm = z.object({ service_id: choiceId(checkoutMessages.serviceRequired) });
export const slotChoiceForm = z.object({ creneau_id: choiceId(checkoutMessages.slotRequired) });
export const addressChoiceForm = z.object({ adresse_id: choiceId(checkoutMessages.addressRequired) });

/** The bag radios of a drive order ("oui" / "non"). */
export const bagChoiceField = z.enum(['oui', 'non'], { error: checkoutMessages.bagsRequired });
export const bagsForm = z.object({ avec_sacs: bagChoiceField });

/** The promo code field: the code the API takes, required here (removing it is its own button). */
export const promoCodeForm = z.object({ code_promo: promoCodeCheckoutBody.shape.code_promo.unwrap() });

/** The cagnotte: the loyalty card and the amount typed (checked and capped by the step's rule). */
export const walletForm = z.object({
  carte: idParam('de la carte de fidélité'),
  tirelire: z.string().trim().default(''),
});

/** The gift card fields of the payment step: the number and PIN the API checks. */
export const giftCardPaymentForm = giftCardCheckBody.shape.carte_cadeau;

/** The payment choice; the bags and the saved card are required when the order asks for them. */
export const paymentChoiceForm = z.object({
  mode_paiement: z.enum(PAYMENT_MODES, { error: checkoutMessages.paymentModeRequired }),
  avec_sacs: bagChoiceField.optional(),
  alias_paiement_id: idParam('de la carte enregistrée').optional(),
  /** Pay even though an order was placed a few minutes ago (after the confirmation popin). */
  confirmer: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------
// Answers (the API serialises each answer through these schemas: a field missing here is not sent)
// ---------------------------------------------------------------------------------------------

const civilite = z.enum(CIVILITES);
const orderModeType = z.enum(ORDER_MODE_TYPES);
const paymentModeCode = z.enum(PAYMENT_MODES);

export const deliveryAddressSchema = z.object({
  id: z.number(),
  defaut: z.boolean(),
  libelle: z.string().nullable(),
  civilite,
  prenom: z.string(),
  nom: z.string(),
  adresse: z.string(),
  complement_adresse: z.string().nullable(),
  code_postal: z.string(),
  code_insee: z.string(),
  nom_commune: z.string(),
  tel: z.string(),
  /** The city typed is the official name of its commune; else that name is proposed (decision 047). */
  normalisee: z.boolean(),
  normalisation_proposee: z.string().nullable(),
  type_habitation: z.enum(HOUSING_TYPES).nullable(),
  etage: z.number().nullable(),
  digicode1: z.string().nullable(),
  digicode2: z.string().nullable(),
  ascenseur: z.boolean(),
  interphone: z.string().nullable(),
  info_livreur: z.string().nullable(),
  centre_ville: z.boolean(),
  voie_sans_issue: z.boolean(),
  sens_unique: z.boolean(),
  rue_pietonne: z.boolean(),
  access_semi_remorque: z.boolean(),
  residence: z.boolean(),
  /** With `?magasin_id=` or inside a checkout: that store delivers this commune; else null. */
  livrable: z.boolean().nullable(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const deliveryAddressResponse = z.object({ data: deliveryAddressSchema });
export type DeliveryAddressResponse = z.infer<typeof deliveryAddressResponse>;

export const deliveryAddressListResponse = z.object({
  data: z.array(deliveryAddressSchema),
  meta: z.object({ nb_max: z.number() }),
});
export type DeliveryAddressListResponse = z.infer<typeof deliveryAddressListResponse>;

/** Whether a service is open to this cart. */
export const servicePossibilitySchema = z.object({
  possible: z.boolean(),
  /** French reasons when not possible (minimum amount, maximum, cart kind, not delivered…). */
  raisons: z.array(z.string()),
  /** "Dès 5,90 €" style price text; null when free or unknown. */
  tarif_mini_txt: z.string().nullable(),
});
export type ServicePossibility = z.infer<typeof servicePossibilitySchema>;

export const checkoutServiceSchema = z.object({
  id: z.number(),
  label: z.string(),
  description: z.string().nullable(),
  adresse: z.string().nullable(),
  type: z.string(),
  sous_type: z.string().nullable(),
  gps: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  info_non_retrait: z.string().nullable(),
  checkout: z.object({ montant_max: z.number().nullable() }),
  /** The mode this service belongs to. */
  mode: orderModeType,
  ...servicePossibilitySchema.shape,
  /** The first slot still open, or null. */
  prochain_creneau: z.object({ debut: z.string(), fin: z.string() }).nullable(),
});
export type CheckoutService = z.infer<typeof checkoutServiceSchema>;

export const checkoutOrderModeSchema = z.object({
  type: orderModeType,
  label_long: z.string(),
  /** Minimum order amount (euros) of the mode, null: none. */
  montant_minimum: z.number().nullable(),
  /** Lowest fee of the mode (euros). */
  tarif_mini: z.number().nullable(),
  consigne_sacs: z.object({ montant_unitaire: z.number() }).nullable(),
  possible: z.boolean(),
  raisons: z.array(z.string()),
  services: z.array(z.number()),
});
export type CheckoutOrderMode = z.infer<typeof checkoutOrderModeSchema>;

/** The store's order modes, and their services keyed by id. */
export const checkoutOrderModesSchema = z.object({
  infos: z.object({
    /** Service preselected on step 1 (home delivery when the subscription rule applies). */
    service_preselectionne: z.number().nullable(),
    lad_abonnement: z.boolean(),
    montantMinimumLAD: z.number().nullable(),
    /** The default home delivery tariff. */
    tarif_livraison_defaut: z.number(),
  }),
  modes: z.array(checkoutOrderModeSchema),
  services: z.record(z.string(), checkoutServiceSchema),
});
export type CheckoutOrderModes = z.infer<typeof checkoutOrderModesSchema>;

export const SLOT_STATES = ['disponible', 'complet', 'ferme', 'choisi'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

export const slotSchema = z.object({
  id: z.number(),
  service_id: z.number(),
  /** ISO UTC. */
  debut: z.string(),
  fin: z.string(),
  /** Europe/Paris wall time, "HH:mm". */
  heure_debut: z.string(),
  heure_fin: z.string(),
  /** Fee of this slot, euros. */
  tarif: z.number(),
  capacite: z.number(),
  places_restantes: z.number(),
  /** ISO UTC: orders close then (cut-off). */
  date_limite_commande: z.string(),
  etat: z.enum(SLOT_STATES),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotDaySchema = z.object({
  /** YYYY-MM-DD (Europe/Paris). */
  date: z.string(),
  /** "mercredi 23 décembre". */
  jour_texte: z.string(),
  creneaux: z.array(slotSchema),
});
export type SlotDay = z.infer<typeof slotDaySchema>;

export const slotsResponse = z.object({
  data: z.array(slotDaySchema),
  meta: z.object({
    service_id: z.number(),
    duree_reservation_minutes: z.number(),
    creneau_choisi: z.number().nullable(),
  }),
});
export type SlotsResponse = z.infer<typeof slotsResponse>;

export const planningServiceSchema = z.object({
  service_id: z.number(),
  label: z.string(),
  mode: orderModeType,
  jours: z.array(slotDaySchema),
});
export type PlanningService = z.infer<typeof planningServiceSchema>;

export const planningResponse = z.object({
  data: z.array(planningServiceSchema),
  meta: z.object({ magasin_id: z.number(), duree_reservation_minutes: z.number() }),
});
export type PlanningResponse = z.infer<typeof planningResponse>;

export const slotHoldSchema = z.object({
  creneau_id: z.number(),
  service_id: z.number(),
  debut: z.string(),
  fin: z.string(),
  heure_debut: z.string(),
  heure_fin: z.string(),
  jour_texte: z.string(),
  tarif: z.number(),
  /** ISO UTC: the hold ends then unless the order is paid. */
  expire_le: z.string(),
  duree_reservation_minutes: z.number(),
});
export type SlotHold = z.infer<typeof slotHoldSchema>;

export const redevanceItemSchema = z.object({ produit_id: z.number(), designation: z.string() });
export type RedevanceItem = z.infer<typeof redevanceItemSchema>;

export const checkoutWarningsSchema = z.object({
  magasin_inhabituel: z.boolean(),
  premiere_commande: z.boolean(),
  /** Products that need the redevance form (TV sets). */
  redevance: z.array(redevanceItemSchema),
  /** Lines that cannot be ordered with the chosen service (the produits-incompatibles page). */
  unauth_products_list: z.array(redevanceItemSchema),
  is_alcool: z.boolean(),
});
export type CheckoutWarnings = z.infer<typeof checkoutWarningsSchema>;

export const userPreferencesSchema = z.object({
  id_mode_paiement_habituel: paymentModeCode.nullable(),
  type_mode_commande_habituel: orderModeType.nullable(),
  /** True while the client never chose bags (first bag deposit to explain). */
  premiere_consigne_sac: z.boolean(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const checkoutAmountsSchema = z.object({
  /** Cart total (current prices, reductions and promo code). */
  total_panier: z.number(),
  /** Slot or delivery fee. */
  frais: z.number(),
  /** Total to pay before wallet, gift card and CRF card. */
  total_ttc: z.number(),
  tirelire: z.number(),
  carte_cadeau: z.number(),
  carte_carrefour: z.number(),
  /** Total minus gift card, wallet and CRF card, never below 0. */
  reste_a_payer: z.number(),
});
export type CheckoutAmounts = z.infer<typeof checkoutAmountsSchema>;

/**
 * The cart inside a checkout answer, as the cart calls answer it. Passed through as it is: the cart's
 * own answer schema takes this place once the cart calls are declared.
 */
const checkoutCartSchema = z.custom<Cart>((value) => typeof value === 'object' && value !== null);

export const checkoutAttributesSchema = z.object({
  dateLastUpdate: z.string(),
  etape: z.enum(CHECKOUT_STEPS),
  type_panier: z.enum(CART_KINDS),
  magasin_id: z.number(),
  service_id: z.number().nullable(),
  mode_commande: orderModeType.nullable(),
  modeCommandeLibelle: z.string().nullable(),
  creneau: slotHoldSchema.nullable(),
  /** ISO UTC start of the held slot. */
  dateRetrait: z.string().nullable(),
  idAddressLivraison: z.number().nullable(),
  idAdresseLivraison: z.number().nullable(),
  adresse_livraison: deliveryAddressSchema.nullable(),
  modePaiement: paymentModeCode.nullable(),
  tirelire: z
    .object({
      montant: z.number(),
      carte: z.number().nullable(),
      solde: z.number(),
      /** The balance less what the client's other open checkouts reserve on the card. */
      disponible: z.number(),
    })
    .nullable(),
  /** The cagnotte reserved on the card for this order (0: none, or the reservation ended). */
  montant_reservation_eurocora: z.number(),
  /** ISO UTC: the reservation ends then unless the order is paid; null without one. */
  reservation_eurocora_expire_le: z.string().nullable(),
  avec_sacs: z.boolean().nullable(),
  carteCarrefour: z.object({ montant: z.number() }).nullable(),
  carteCadeau: z
    .object({
      numero_masque: z.string(),
      montant: z.number(),
      solde: z.number(),
      date_expiration: z.string(),
    })
    .nullable(),
  /** Saved card alias chosen for a card payment. */
  selectedPaymentId: z.number().nullable(),
  code_promo: z.string().nullable(),
  avantages_calcules: z.boolean(),
  redevance: z.object({ requise: z.boolean(), renseignee: z.boolean() }),
  montants: checkoutAmountsSchema,
  /**
   * What is still missing before payment, in step order (empty: ready to pay): the field and the
   * French message. processPaiement refuses a checkout with something missing.
   */
  a_completer: z.array(z.object({ champ: z.string(), message: z.string() })),
  panier: checkoutCartSchema,
});
export type CheckoutAttributes = z.infer<typeof checkoutAttributesSchema>;

export const checkoutResourceSchema = z.object({
  type: z.literal('checkout'),
  id: z.number(),
  attributes: checkoutAttributesSchema,
  modesCommande: checkoutOrderModesSchema,
});
export type CheckoutResource = z.infer<typeof checkoutResourceSchema>;

export const checkoutMetaSchema = z.object({
  warning: checkoutWarningsSchema,
  user_preferences: userPreferencesSchema,
  /** processAvantages: what changed, French sentences. */
  message_warning: z.array(z.string()),
});
export type CheckoutMeta = z.infer<typeof checkoutMetaSchema>;

export const checkoutResponse = z.object({ data: checkoutResourceSchema, meta: checkoutMetaSchema });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const paymentModeInfoSchema = z.object({ possible: z.boolean(), raison: z.string().nullable() });
export type PaymentModeInfo = z.infer<typeof paymentModeInfoSchema>;

export const paymentModeSchema = z.object({
  type: z.literal('mode_paiement'),
  id: paymentModeCode,
  attributes: z.object({
    mode_paiement: paymentModeCode,
    libelle: z.string(),
    code_paiement_simulateur: z.enum(INSTALMENT_CODES).nullable(),
    is_new: z.boolean(),
    compatible_code_promo: z.boolean(),
  }),
});
export type PaymentMode = z.infer<typeof paymentModeSchema>;

export const loyaltyCardSummarySchema = z.object({
  id: z.number(),
  type_carte: z.string(),
  sous_type: z.enum(['CP', 'CRF']),
  /** Masked: last 4 digits. */
  num_carte_carrefour: z.string(),
  solde_euro: z.number(),
  /** What this checkout may use: the balance less the client's other open checkouts' reservations. */
  disponible_euro: z.number(),
});
export type LoyaltyCardSummary = z.infer<typeof loyaltyCardSummarySchema>;

export const paymentAliasSchema = z.object({
  id: z.number(),
  nom: z.string(),
  /** "•••• 4242". */
  numero_masque: z.string(),
  date_expiration: z.string(),
});
export type PaymentAlias = z.infer<typeof paymentAliasSchema>;

export const paymentModesResponse = z.object({
  data: z.array(paymentModeSchema),
  meta: z.object({
    infos: z.record(paymentModeCode, paymentModeInfoSchema),
    cartes_fidelite: z.array(loyaltyCardSummarySchema),
    alias_paiement: z.array(paymentAliasSchema),
    /** Card payment needs an alias chosen first (the client has saved cards for this store). */
    alias_obligatoire: z.boolean(),
  }),
});
export type PaymentModesResponse = z.infer<typeof paymentModesResponse>;

export const giftCardCheckSchema = z.object({
  numero_masque: z.string(),
  solde: z.number(),
  /** What the card pays of this order: min(balance, total). */
  montant_utilise: z.number(),
  reste_a_payer: z.number(),
  date_expiration: z.string(),
});
export type GiftCardCheck = z.infer<typeof giftCardCheckSchema>;

export const giftCardCheckResponse = z.object({
  data: giftCardCheckSchema,
  meta: z.object({ dateLastUpdate: z.string() }),
});
export type GiftCardCheckResponse = z.infer<typeof giftCardCheckResponse>;

export const instalmentScheduleSchema = z.object({
  code: z.enum(INSTALMENT_CODES),
  libelle: z.string(),
  montant: z.number(),
  frais: z.number(),
  montant_total: z.number(),
  mensualites: z.array(z.object({ date: z.string(), montant: z.number() })),
});
export type InstalmentSchedule = z.infer<typeof instalmentScheduleSchema>;

export const instalmentSimulationResponse = z.object({ data: z.array(instalmentScheduleSchema) });
export type InstalmentSimulationResponse = z.infer<typeof instalmentSimulationResponse>;
