import { z } from 'zod';
import { CIVILITES, civiliteField, phoneField } from './accounts.ts';
import type { Cart } from './cart.ts';
import { cartKindField } from './cart.ts';
import { checkoutMessages, INSTALMENT_LIMITS } from './checkout-messages.ts';
import { idParam, inseeCode, postalCode } from './common.ts';
import { type CartKind, DEFAULT_CART_KIND, type OrderModeType } from './constants.ts';
import { messages } from './messages.ts';

/**
 * The consumer checkout (doc 1 §2 "Consumer checkout", "Behaviour", §3 Checkout / Payment method, §4,
 * §5, §7, §8, §9; doc 2 §3 "Delivery address", "Service", "Mode de commande"). Paths:
 *
 * - `POST   /api/magasins/{shop}/checkout?uuid=&dateLastUpdate=&type_panier=`       → CheckoutResponse
 *   Creates the checkout of the logged-in client's cart of that kind, or returns the current one
 *   (`dateLastUpdate` is the cart's, as the cart answered it: a stale cart → 409 checkoutCartChanged).
 * - `GET    /api/magasins/{shop}/checkout/{id}`                                      → CheckoutResponse
 * - `PUT    /api/magasins/{shop}/checkout/{id}` UpdateCheckoutBody                   → CheckoutResponse
 * - `DELETE /api/magasins/{shop}/checkout/{id}?dateLastUpdate=` (cancel; releases the slot) → 204
 * - `GET    /api/magasins/{shop}/checkout/{id}/creneaux?service_id=`                 → SlotsResponse
 * - `POST   /api/magasins/{shop}/checkout/{id}/creneau?dateLastUpdate=` ChooseSlotBody → CheckoutResponse
 * - `DELETE /api/magasins/{shop}/checkout/{id}/creneau?dateLastUpdate=`              → CheckoutResponse
 * - `POST   /api/magasins/{shop}/checkout/{id}/processAvantages?dateLastUpdate=`     → CheckoutResponse
 *   (meta.message_warning lists what changed: prices, unavailable lines, promo code…)
 * - `POST   /api/magasins/{shop}/checkout/{id}/processCodePromo?dateLastUpdate=` PromoCodeCheckoutBody
 *   (`code_promo: null` removes the code)                                          → CheckoutResponse
 * - `POST   /api/magasins/{shop}/checkout/{id}/processFormRedevance?dateLastUpdate=` RedevanceFormBody
 *                                                                                  → CheckoutResponse
 * - `GET    /api/magasins/{shop}/checkout/{id}/modes-paiement`                       → PaymentModesResponse
 * - `POST   /api/magasins/{shop}/checkout/{id}/carte-cadeau?dateLastUpdate=` GiftCardCheckBody
 *                                                                                  → GiftCardCheckResponse
 * - `DELETE /api/magasins/{shop}/checkout/{id}/carte-cadeau?dateLastUpdate=`         → CheckoutResponse
 * - `GET    /api/magasins/{shop}/planning?service_id=` (public)                      → PlanningResponse
 * - `GET    /ws/v1/simulation-echeancier?montant=&code=` (public)                    → InstalmentSimulationResponse
 * - `GET    /api/me/adresses`                                                        → DeliveryAddressListResponse
 * - `POST   /api/me/adresses` DeliveryAddressBody                                    → DeliveryAddressResponse (201)
 * - `PUT    /api/me/adresses/{id}` DeliveryAddressUpdateBody (all fields, or only `defaut`) → DeliveryAddressResponse
 * - `DELETE /api/me/adresses/{id}`                                                   → 204
 *
 * Every checkout call needs a logged-in client (401 otherwise) and the checkout must be his and of
 * that store (404 checkoutNotFound otherwise, never 403: an id alone reveals nothing). Every write
 * takes `dateLastUpdate` (the value of the last answer): a stale value → 409 checkoutStale, nothing
 * changed. Amounts are euros (2 decimals); instants ISO-8601 UTC.
 */

/** Doc 1 §4: checkout steps; the web guard sends a later step reached too early back to step 1. */
export const CHECKOUT_STEPS = ['mode', 'adresse', 'paiement'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Doc 1 §3 "Payment method" `attributes.mode_paiement`. */
export const PAYMENT_MODES = ['cb', 'carte_cabas', 'CRF', 'ckdo', '3FCB', '4FCB', 'carte_malin'] as const;
export type PaymentModeCode = (typeof PAYMENT_MODES)[number];

/** Days of planning shown ahead. */
export const SLOT_PLANNING_DAYS = 7;
export const INSTALMENT_CODES = ['3FCB', '4FCB'] as const;
export type InstalmentCode = (typeof INSTALMENT_CODES)[number];
/** Doc 1 §9: at most 10 bags returned per visit. */
export const BAGS_RETURN_MAX = 10;
export const GIFT_CARD_NUMBER_LENGTH = 21;
export const GIFT_CARD_PIN_LENGTH = 4;
/** Doc 1 §9 caterer: permanent caterer pickup within 4 working days; festive cut-offs. */
export const CATERER_PERMANENT_WORKING_DAYS = 4;
export const CATERER_FESTIVE_RULES = [
  { dernier_jour_commande: '12-17', heure_limite: '12:00', jours_retrait: ['12-23', '12-24'] },
  { dernier_jour_commande: '12-23', heure_limite: '12:00', jours_retrait: ['12-30', '12-31'] },
] as const;

/** Doc 1 §5 redevance form: the use of the product (TV-set sale declaration). */
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

/** Doc 1 §3 "Payment method": the label of each mode. */
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

/** Doc 1 §5 "Wallet amount": numeric, comma or dot decimal, at least 0. */
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
 * The wallet amount is capped at the balance and the order total (doc 1 §4).
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

/** Doc 1 §5 redevance form (TV-set sale declaration). civilite defaults to Mme. */
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

/** One message per field: required, then digits only, then the exact length (doc 1 §5). */
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

/** Doc 1 §5 gift card: 21 digits, PIN 4 digits, with the spec's messages. */
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
  /** The first debit date (YYYY-MM-DD), default today (Europe/Paris). */
  date: z.string().regex(DATE, { error: 'La date doit être au format AAAA-MM-JJ.' }).optional(),
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

/** Doc 2 §3 "Delivery address" fields; eligibility checked against the store's delivery communes. */
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
 * PUT: the whole address, or only `{defaut: true}` (doc 2 §4: the previous default is unset). Chosen
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
// Answers
// ---------------------------------------------------------------------------------------------

export interface DeliveryAddress {
  id: number;
  defaut: boolean;
  libelle: string | null;
  civilite: (typeof CIVILITES)[number];
  prenom: string;
  nom: string;
  adresse: string;
  complement_adresse: string | null;
  code_postal: string;
  code_insee: string;
  nom_commune: string;
  tel: string;
  /** Normalisation is not run (no postal address service): always false / null. */
  normalisee: boolean;
  normalisation_proposee: string | null;
  type_habitation: (typeof HOUSING_TYPES)[number] | null;
  etage: number | null;
  digicode1: string | null;
  digicode2: string | null;
  ascenseur: boolean;
  interphone: string | null;
  info_livreur: string | null;
  centre_ville: boolean;
  voie_sans_issue: boolean;
  sens_unique: boolean;
  rue_pietonne: boolean;
  access_semi_remorque: boolean;
  residence: boolean;
  /** With `?magasin_id=` or inside a checkout: that store delivers this commune; else null. */
  livrable: boolean | null;
}
export interface DeliveryAddressResponse {
  data: DeliveryAddress;
}
export interface DeliveryAddressListResponse {
  data: DeliveryAddress[];
  meta: { nb_max: number };
}

/** Doc 1 §3 possibility info of a service. */
export interface ServicePossibility {
  possible: boolean;
  /** French reasons when not possible (minimum amount, maximum, cart kind, not delivered…). */
  raisons: string[];
  /** "Dès 5,90 €" style price text; null when free or unknown. */
  tarif_mini_txt: string | null;
}

export interface CheckoutService {
  id: number;
  label: string;
  description: string | null;
  adresse: string | null;
  type: string;
  sous_type: string | null;
  gps: { latitude: number; longitude: number } | null;
  info_non_retrait: string | null;
  checkout: { montant_max: number | null };
  /** The mode this service belongs to. */
  mode: OrderModeType;
  possible: boolean;
  raisons: string[];
  tarif_mini_txt: string | null;
  /** The first slot still open, or null. */
  prochain_creneau: { debut: string; fin: string } | null;
}

export interface CheckoutOrderMode {
  type: OrderModeType;
  label_long: string;
  /** Minimum order amount (euros) of the mode, null: none. */
  montant_minimum: number | null;
  /** Lowest fee of the mode (euros). */
  tarif_mini: number | null;
  consigne_sacs: { montant_unitaire: number } | null;
  possible: boolean;
  raisons: string[];
  services: number[];
}

/** Doc 1 §3 `modesCommande`: modes, and services keyed by id. */
export interface CheckoutOrderModes {
  infos: {
    /** Service preselected on step 1 (LAD when the subscription rule applies, doc 1 §2). */
    service_preselectionne: number | null;
    lad_abonnement: boolean;
    montantMinimumLAD: number | null;
    /** Doc 1 §9 default home delivery tariff. */
    tarif_livraison_defaut: number;
  };
  modes: CheckoutOrderMode[];
  services: Record<string, CheckoutService>;
}

export const SLOT_STATES = ['disponible', 'complet', 'ferme', 'choisi'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

export interface Slot {
  id: number;
  service_id: number;
  /** ISO UTC. */
  debut: string;
  fin: string;
  /** Europe/Paris wall time, "HH:mm". */
  heure_debut: string;
  heure_fin: string;
  /** Fee of this slot, euros. */
  tarif: number;
  capacite: number;
  places_restantes: number;
  /** ISO UTC: orders close then (cut-off). */
  date_limite_commande: string;
  etat: SlotState;
}

export interface SlotDay {
  /** YYYY-MM-DD (Europe/Paris). */
  date: string;
  /** "mercredi 23 décembre". */
  jour_texte: string;
  creneaux: Slot[];
}

export interface SlotsResponse {
  data: SlotDay[];
  meta: { service_id: number; duree_reservation_minutes: number; creneau_choisi: number | null };
}

export interface PlanningService {
  service_id: number;
  label: string;
  mode: OrderModeType;
  jours: SlotDay[];
}
export interface PlanningResponse {
  data: PlanningService[];
  meta: { magasin_id: number; duree_reservation_minutes: number };
}

export interface SlotHold {
  creneau_id: number;
  service_id: number;
  debut: string;
  fin: string;
  heure_debut: string;
  heure_fin: string;
  jour_texte: string;
  tarif: number;
  /** ISO UTC: the hold ends then unless the order is paid. */
  expire_le: string;
  duree_reservation_minutes: number;
}

export interface RedevanceItem {
  produit_id: number;
  designation: string;
}

export interface CheckoutWarnings {
  magasin_inhabituel: boolean;
  premiere_commande: boolean;
  /** Products that need the redevance form (TV sets). */
  redevance: RedevanceItem[];
  /** Lines that cannot be ordered with the chosen service (the produits-incompatibles page). */
  unauth_products_list: RedevanceItem[];
  is_alcool: boolean;
}

export interface UserPreferences {
  id_mode_paiement_habituel: PaymentModeCode | null;
  type_mode_commande_habituel: OrderModeType | null;
  /** True while the client never chose bags (first bag deposit to explain). */
  premiere_consigne_sac: boolean;
}

export interface CheckoutAmounts {
  /** Cart total (current prices, reductions and promo code). */
  total_panier: number;
  /** Slot or delivery fee. */
  frais: number;
  /** Total to pay before wallet, gift card and CRF card. */
  total_ttc: number;
  tirelire: number;
  carte_cadeau: number;
  carte_carrefour: number;
  /** Doc 1 §4: total - gift card - wallet - CRF card, never below 0. */
  reste_a_payer: number;
}

export interface CheckoutAttributes {
  dateLastUpdate: string;
  etape: CheckoutStep;
  type_panier: CartKind;
  magasin_id: number;
  service_id: number | null;
  mode_commande: OrderModeType | null;
  modeCommandeLibelle: string | null;
  creneau: SlotHold | null;
  /** ISO UTC start of the held slot. */
  dateRetrait: string | null;
  idAddressLivraison: number | null;
  idAdresseLivraison: number | null;
  adresse_livraison: DeliveryAddress | null;
  modePaiement: PaymentModeCode | null;
  tirelire: { montant: number; carte: number | null; solde: number } | null;
  avec_sacs: boolean | null;
  carteCarrefour: { montant: number } | null;
  carteCadeau: { numero_masque: string; montant: number; solde: number; date_expiration: string } | null;
  /** Saved card alias chosen for a card payment. */
  selectedPaymentId: number | null;
  code_promo: string | null;
  avantages_calcules: boolean;
  redevance: { requise: boolean; renseignee: boolean };
  montants: CheckoutAmounts;
  /**
   * What is still missing before payment, in step order (empty: ready to pay): the field and the
   * French message. processPaiement refuses a checkout with something missing.
   */
  a_completer: { champ: string; message: string }[];
  panier: Cart;
}

export interface CheckoutResource {
  type: 'checkout';
  id: number;
  attributes: CheckoutAttributes;
  modesCommande: CheckoutOrderModes;
}

export interface CheckoutMeta {
  warning: CheckoutWarnings;
  user_preferences: UserPreferences;
  /** processAvantages: what changed, French sentences. */
  message_warning: string[];
}

export interface CheckoutResponse {
  data: CheckoutResource;
  meta: CheckoutMeta;
}

export interface PaymentModeInfo {
  possible: boolean;
  raison: string | null;
}
export interface PaymentMode {
  type: 'mode_paiement';
  id: PaymentModeCode;
  attributes: {
    mode_paiement: PaymentModeCode;
    libelle: string;
    code_paiement_simulateur: InstalmentCode | null;
    is_new: boolean;
    compatible_code_promo: boolean;
  };
}
export interface LoyaltyCardSummary {
  id: number;
  type_carte: string;
  sous_type: 'CP' | 'CRF';
  /** Masked: last 4 digits. */
  num_carte_carrefour: string;
  solde_euro: number;
}
export interface PaymentAlias {
  id: number;
  nom: string;
  /** "•••• 4242". */
  numero_masque: string;
  date_expiration: string;
}
export interface PaymentModesResponse {
  data: PaymentMode[];
  meta: {
    infos: Record<PaymentModeCode, PaymentModeInfo>;
    cartes_fidelite: LoyaltyCardSummary[];
    alias_paiement: PaymentAlias[];
    /** Card payment needs an alias chosen first (the client has saved cards for this store). */
    alias_obligatoire: boolean;
  };
}

export interface GiftCardCheck {
  numero_masque: string;
  solde: number;
  /** What the card pays of this order: min(balance, total). */
  montant_utilise: number;
  reste_a_payer: number;
  date_expiration: string;
}
export interface GiftCardCheckResponse {
  data: GiftCardCheck;
  meta: { dateLastUpdate: string };
}

export interface InstalmentSchedule {
  code: InstalmentCode;
  libelle: string;
  montant: number;
  frais: number;
  montant_total: number;
  mensualites: { date: string; montant: number }[];
}
export interface InstalmentSimulationResponse {
  data: InstalmentSchedule[];
}
