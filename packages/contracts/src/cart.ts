import { z } from 'zod';
import {
  BULK_ADD_MAX_LINES,
  CART_LINE_ERROR_CODES,
  CART_QUANTITY_MAX,
  cartMessages,
} from './cart-messages.ts';
import { productCardAttributesSchema } from './catalogue.ts';
import { idParam } from './common.ts';
import { CART_KINDS, DEFAULT_CART_KIND } from './constants.ts';

/**
 * The cart: one per shopper (client, else the anonymous uuid), per store and per cart kind. The calls
 * are declared in `endpoints/cart.ts`.
 *
 * The shopper is the logged-in client (bearer token) or, for anonymous calls, the uuid of the
 * `x-uuid` header (API_HEADERS.uuid) or of the `uuid` query parameter. Writes take `type_panier` in
 * the body (or the query), reads in the query; it defaults to drive. Every write answers the whole
 * cart. Amounts are euros with 2 decimals; quantities are pieces, or kilograms for weighed goods.
 *
 * Gift cards (product type CKDO): the line calls and bulk add take the amount of the card, `montant`
 * (whole euros within the product's `config_prix`, required for a gift card, refused for any other
 * product: 422 on `montant`); a line is one product at one amount, so 1 × 20 € and 2 × 50 € are two
 * lines, each line answers its `montant`.
 *
 * Errors carry a code (`CART_ERROR_CODES`): 404 unknown product (errors.produitId); 422 refused
 * quantity or product (errors.quantite, errors.produitId or errors.type_panier), nothing changed;
 * 401 for /api/me calls without a client; 409 `magasin_national` on every cart call for the national
 * store (999), except `quantites`, which answers `{}` there.
 */

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const cartKindField = z.enum(CART_KINDS, { error: cartMessages.typePanier });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidField = z
  .string({ error: cartMessages.uuidRequired })
  .trim()
  .min(1, { error: cartMessages.uuidRequired })
  .regex(UUID, { error: cartMessages.uuidInvalid })
  .transform((v) => v.toLowerCase());

/** Absolute quantity: pieces, or kilograms for weighed goods; 0 removes the line. */
export const quantityField = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? cartMessages.quantiteRequired
        : cartMessages.quantite_invalide,
  })
  .finite({ error: cartMessages.quantite_invalide })
  .min(0, { error: cartMessages.quantite_negative })
  .max(CART_QUANTITY_MAX, { error: cartMessages.quantite_max(CART_QUANTITY_MAX) });

/**
 * The same quantity typed in a form (`quantite=1,5`): decimal digits, then a comma or a dot and at
 * most 3 decimals (weighed goods; the API refuses decimals for the others). No sign, exponent,
 * hexadecimal, inner spaces or `Infinity`, which `Number()` would take.
 */
export const quantityFormField = z
  .string({ error: cartMessages.quantiteRequired })
  .trim()
  .min(1, { error: cartMessages.quantiteRequired })
  .regex(/^\d{1,7}(?:[.,]\d{1,3})?$/, { error: cartMessages.quantite_invalide })
  .transform((value) => Number(value.replace(',', '.')))
  .pipe(quantityField);

/**
 * The widest gift card amount the API reads, in euros: seven digits, as in the query string. Kept
 * within PostgreSQL's integer once in cents (a larger one failed the line's look-up with a 500).
 */
const GIFT_CARD_AMOUNT_LIMIT = 9_999_999;

/** A gift card's amount: whole euros (its range, `config_prix`, is the product's and checked by the API). */
export const giftCardAmountField = z
  .number({ error: cartMessages.montant_entier })
  .int({ error: cartMessages.montant_entier, abort: true })
  .min(-GIFT_CARD_AMOUNT_LIMIT, { error: cartMessages.montant_min(1) })
  .max(GIFT_CARD_AMOUNT_LIMIT, { error: cartMessages.montant_max(GIFT_CARD_AMOUNT_LIMIT) });

/** The same amount in a query string (`?montant=50`). */
const giftCardAmountQuery = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/, { error: cartMessages.montant_entier })
  .transform(Number);

export const cartParams = z.object({ shop: idParam('du magasin') });
export const cartLineParams = z.object({
  shop: idParam('du magasin'),
  produitId: idParam('du produit'),
});

/** Query of the reads and of the deletes: the cart kind, and the anonymous shopper's uuid. */
export const cartQuery = z.object({
  type_panier: cartKindField.default(DEFAULT_CART_KIND),
  uuid: uuidField.optional(),
});
export type CartQuery = z.output<typeof cartQuery>;

/** Query of the line calls: also the amount of a gift card line (several amounts make several lines). */
export const cartLineQuery = cartQuery.extend({ montant: giftCardAmountQuery.optional() });

/** The `uuid` query of the login merge calls (the anonymous cart to merge). */
export const cartMergeQuery = z.object({ uuid: uuidField });

export const setCartLineBody = z.object({
  quantite: quantityField,
  /** Gift cards (type CKDO) only, and required for them: the amount of the line, whole euros. */
  montant: giftCardAmountField.optional(),
  type_panier: cartKindField.optional(),
  substitution_accord: z.boolean({ error: cartMessages.substitutionRequired }).optional(),
});
export type SetCartLineBody = z.infer<typeof setCartLineBody>;

export const substitutionBody = z.object({
  substitution_accord: z.boolean({ error: cartMessages.substitutionRequired }),
  type_panier: cartKindField.optional(),
});
export type SubstitutionBody = z.infer<typeof substitutionBody>;

export const bulkAddBody = z.object({
  lignes: z
    .array(
      z.object({
        produit_id: idParam('du produit'),
        quantite: quantityField,
        montant: giftCardAmountField.optional(),
      }),
      { error: cartMessages.bulkEmpty },
    )
    .min(1, { error: cartMessages.bulkEmpty })
    .max(BULK_ADD_MAX_LINES, { error: cartMessages.bulkTooMany }),
  type_panier: cartKindField.default(DEFAULT_CART_KIND),
});
export type BulkAddBody = z.infer<typeof bulkAddBody>;

export const promoCodeBody = z.object({
  code_promo: z
    .string({ error: cartMessages.promoCodeRequired })
    .trim()
    .min(1, { error: cartMessages.promoCodeRequired })
    .regex(/^[A-Za-z0-9-]{3,30}$/, { error: cartMessages.promoCodeFormat })
    .transform((v) => v.toUpperCase()),
  type_panier: cartKindField.optional(),
});
export type PromoCodeBody = z.infer<typeof promoCodeBody>;

export const storeChangeBody = z.object({ magasin_id: idParam('du magasin') });
export type StoreChangeBody = z.infer<typeof storeChangeBody>;

// ---------------------------------------------------------------------------------------------
// The storefront's cart form (`/ressources/panier`), parsed with these schemas
// ---------------------------------------------------------------------------------------------

/** The changes the cart form makes, one per submit button (`intent`); an unknown one sets a quantity. */
export const CART_FORM_INTENTS = ['set', 'remove', 'empty', 'promo', 'promo-remove', 'substitution'] as const;
export type CartFormIntent = (typeof CART_FORM_INTENTS)[number];

/** A product id from a form: digits only; anything else is an unknown product. */
const formProductId = z
  .string({ error: cartMessages.produit_inconnu })
  .trim()
  .regex(/^[1-9]\d{0,9}$/, { error: cartMessages.produit_inconnu })
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, { error: cartMessages.produit_inconnu }));

/** A gift card line's amount from a form (`montant`, whole euros); absent for every other product. */
const formGiftCardAmount = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/, { error: cartMessages.montant_entier })
  .transform(Number)
  .optional();

const cartFormBase = z.object({ type_panier: cartKindField.default(DEFAULT_CART_KIND) });
const intentField = <I extends CartFormIntent>(intent: I) => ({ intent: z.literal(intent) });

/**
 * The cart form, one shape per intent (the storefront sets `intent` to a known one first). Its
 * errors are told in the order of `CART_FORM_FIELDS`.
 */
export const cartFormSchema = z.discriminatedUnion('intent', [
  cartFormBase.extend({
    ...intentField('set'),
    produit_id: formProductId,
    quantite: quantityFormField,
    montant: formGiftCardAmount,
    /** The quantity shown before the change: '' or '0' when the product was not in the cart. */
    avant: z.string().optional(),
  }),
  cartFormBase.extend({ ...intentField('remove'), produit_id: formProductId, montant: formGiftCardAmount }),
  cartFormBase.extend({
    ...intentField('substitution'),
    produit_id: formProductId,
    substitution_accord: z
      .string()
      .optional()
      .transform((value) => value === 'oui'),
  }),
  cartFormBase.extend(intentField('empty')),
  cartFormBase.extend({ ...intentField('promo'), code_promo: promoCodeBody.shape.code_promo }),
  cartFormBase.extend(intentField('promo-remove')),
]);
export type CartForm = z.output<typeof cartFormSchema>;
export const CART_FORM_FIELDS = ['type_panier', 'produit_id', 'quantite', 'montant', 'code_promo'] as const;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const cartKindSchema = z.enum(CART_KINDS);
const lineErrorCodeSchema = z.enum(CART_LINE_ERROR_CODES);

/** A pickup day of a caterer product. */
export const pickupDaySchema = z.object({
  /** ISO day of the week: 1 Monday … 7 Sunday. */
  jour_numero: z.number().int(),
  /** "mercredi 23 décembre". */
  jour_texte: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  /** False once the order deadline of that day has passed (caterer festive rules). */
  disponible: z.boolean(),
});
export type PickupDay = z.infer<typeof pickupDaySchema>;

/** Delivery by a seller (ldd): the seller and its delay in working days. */
export const sellerInfoSchema = z.object({
  nom: z.string(),
  /** Working days. */
  delai_livraison: z.number().int(),
});
export type SellerInfo = z.infer<typeof sellerInfoSchema>;

/** The product of a cart line: the catalogue card, with what the cart page adds. */
export const cartProductSchema = productCardAttributesSchema.extend({
  id: z.number().int(),
  /** The first photo, or the generated visual. */
  visuel: z.string(),
  jours_retraits: z.array(pickupDaySchema),
  /** Payable with the partner card in several instalments (full CB). */
  eligible_fullcb: z.boolean(),
  infos_vendeur: sellerInfoSchema.nullable(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartLineSchema = z.object({
  /** The line id (unique per cart, product and gift card amount). */
  id: z.number().int(),
  produit_id: z.number().int(),
  /** Gift cards (CKDO): the amount of one card, whole euros (also the unit price); null for other products. */
  montant: z.number().nullable(),
  quantite: z.number(),
  substitution_accord: z.boolean(),
  /** Snapshot taken when the line was last set: the name and the unit price then (euros). */
  designation: z.string(),
  prix_ajout: z.number(),
  /** Current unit price in this store (per kg for weighed goods); null when no longer sold. */
  prix_unitaire: z.number().nullable(),
  /** quantite × current price, before reductions. */
  montant_ttc_sans_remise: z.number(),
  /** After the immediate reductions (RI, lots, first 6 units only). */
  montant_ttc: z.number(),
  /** montant_ttc_sans_remise - montant_ttc. */
  remise: z.number(),
  /** False when the product is no longer sold, out of stock, or refused in this cart kind. */
  disponible: z.boolean(),
  /** Why the line is unavailable (a CartLineErrorCode), else null. */
  raison_indisponibilite: lineErrorCodeSchema.nullable(),
  message_indisponibilite: z.string().nullable(),
  /** ISO UTC timestamps. */
  date_ajout: z.string(),
  date_modification: z.string(),
  produit: cartProductSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** An option included in the cart: CSAC is the bag deposit of a drive cart. */
export const cartIncludedOptionSchema = z.object({
  type: z.literal('CSAC'),
  libelle: z.string(),
  /** Euros per bag (the store's drive mode `consigne_sacs`). */
  montant_unitaire: z.number(),
  /** At most 10 bags returned per visit. */
  quantite_max_retour: z.number().int(),
});
export type CartIncludedOption = z.infer<typeof cartIncludedOptionSchema>;

/** A reduction of the cart: the promo code. */
export const cartReductionSchema = z.object({
  type: z.literal('code_promo'),
  code: z.string(),
  libelle: z.string(),
  /** Euros taken off the cart (0 while the minimum basket is not reached). */
  valeur: z.number(),
  /** False while the basket does not reach the code's minimum; message says why. */
  applicable: z.boolean(),
  message: z.string().nullable(),
  montant_minimum: z.number().nullable(),
});
export type CartReduction = z.infer<typeof cartReductionSchema>;

export const cartSchema = z.object({
  /** Null while the shopper has no cart row yet (nothing ever added). */
  id: z.number().int().nullable(),
  magasin_id: z.number().int(),
  type_panier: cartKindSchema,
  /**
   * Total to pay, euros: current prices, immediate reductions (RI, lots, first 6 units only) and the
   * promo code, of the available lines only.
   */
  montant_total_ttc: z.number(),
  /** The same lines at current prices, without any reduction ("sans RSA": before reductions). */
  montant_total_ttc_sans_rsa: z.number(),
  /** montant_total_ttc_sans_rsa - montant_total_ttc. */
  montant_total_remise: z.number(),
  /** Available lines (for the header counter). */
  nb_produits: z.number().int(),
  /** Sum of the quantities, a weighed line counting 1. */
  nb_articles: z.number(),
  lignes_panier: z.array(cartLineSchema),
  options_incluses: z.array(cartIncludedOptionSchema),
  reductions: z.array(cartReductionSchema),
  /** ldd carts: 'Sous {n} jours ouvrés' for a single line, else 'Voir les délais de livraison'. */
  libelle_delai_livraison: z.string().nullable(),
  /** The store's flags that the cart page needs. */
  magasin: z.object({ allowCodePromo: z.boolean(), hasChoixSubstitution: z.boolean() }),
  /** ISO UTC; null without a cart row. */
  dateLastUpdate: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({ data: cartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const bulkAddLineErrorSchema = z.object({
  /** Index of the line in the request. */
  index: z.number().int(),
  produit_id: z.number().int(),
  montant: z.number().nullable(),
  code: lineErrorCodeSchema,
  message: z.string(),
});
export type BulkAddLineError = z.infer<typeof bulkAddLineErrorSchema>;

/** Bulk add: what could be added is in the cart; the rest is listed in `errors`, each with its code. */
export const bulkAddResponseSchema = z.object({
  data: cartSchema,
  errors: z.array(bulkAddLineErrorSchema),
  meta: z.object({ nb_ajoutes: z.number().int(), nb_erreurs: z.number().int() }),
});
export type BulkAddResponse = z.infer<typeof bulkAddResponseSchema>;

/** Per product id, the quantity in each cart kind of this store, and their total. */
export const cartQuantitiesSchema = z.object({
  drive: z.number(),
  click_and_collect: z.number(),
  click_and_collect_traiteur_permanent: z.number(),
  click_and_collect_traiteur_noel: z.number(),
  ldd: z.number(),
  total: z.number(),
});
export type CartQuantities = z.infer<typeof cartQuantitiesSchema>;
export const cartQuantitiesResponseSchema = z.object({ data: z.record(z.string(), cartQuantitiesSchema) });
export type CartQuantitiesResponse = z.infer<typeof cartQuantitiesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Cart state after login (what the cart-state popin shows)
// ---------------------------------------------------------------------------------------------

/**
 * - `aucun`: no anonymous cart to merge; no popin.
 * - `recupere`: the account had a cart (infoPanierDB) and the visitor's cart is empty: the popin says
 *   the cart was recovered.
 * - `completer`: both carts have lines: the popin offers to complete the account cart (fusion) or to
 *   ignore the visitor's cart (ignorer).
 * - `transfere`: only the visitor's cart has lines: the web calls fusion without asking.
 * - `fusionne`: the answer of fusion, with what it did.
 */
export const CART_STATE_TYPES = ['aucun', 'recupere', 'completer', 'transfere', 'fusionne'] as const;
export type CartStateType = (typeof CART_STATE_TYPES)[number];

export const cartStateItemSchema = z.object({
  produit_id: z.number().int(),
  /** Gift card lines: the amount of one card (euros); null for other products. */
  montant: z.number().nullable(),
  designation: z.string(),
  magasin_id: z.number().int(),
  type_panier: cartKindSchema,
  quantite: z.number(),
});
export type CartStateItem = z.infer<typeof cartStateItemSchema>;

export const cartStateQuantityItemSchema = z.object({
  produit_id: z.number().int(),
  montant: z.number().nullable(),
  designation: z.string(),
  magasin_id: z.number().int(),
  type_panier: cartKindSchema,
  old_quantite: z.number(),
  new_quantite: z.number(),
});
export type CartStateQuantityItem = z.infer<typeof cartStateQuantityItemSchema>;

export const cartLoginStateSchema = z.object({
  type: z.enum(CART_STATE_TYPES),
  /** Visitor lines that cannot go into the account cart (not sold, out of stock, refused). */
  indisponibles: z.array(cartStateItemSchema),
  /** Lines whose merged quantity is capped by the maximum or the stock. */
  quantiteInsuffisante: z.array(cartStateQuantityItemSchema),
  /** The account's carts as stored before the merge. */
  infoPanierDB: z.object({
    dateLastUsage: z.string().nullable(),
    dateLastUpdate: z.string().nullable(),
    nb_produits: z.number().int(),
  }),
  itemsMergeResult: z.object({
    /** Visitor lines that the account cart did not have. */
    newItems: z.array(cartStateItemSchema),
    /** Lines present in both: quantities added up. */
    updatedItems: z.array(cartStateQuantityItemSchema),
  }),
});
export type CartLoginState = z.infer<typeof cartLoginStateSchema>;

export const cartStateResponseSchema = z.object({ data: cartLoginStateSchema });
export type CartStateResponse = z.infer<typeof cartStateResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Store change
// ---------------------------------------------------------------------------------------------

/**
 * Logged in: the carts of the other stores are saved as the shopping list 'Panier sauvegardé' and
 * emptied. Anonymous: the lines move to the new store's carts at its prices; what it does not sell
 * is dropped and listed in `retires`.
 */
export const storeChangeResultSchema = z.object({
  magasin_id: z.number().int(),
  liste: z.object({ id: z.number().int(), titre: z.string(), nb_produits: z.number().int() }).nullable(),
  /** Lines moved to the new store (anonymous shoppers). */
  nb_lignes_transferees: z.number().int(),
  retires: z.array(cartStateItemSchema),
});
export type StoreChangeResult = z.infer<typeof storeChangeResultSchema>;

export const storeChangeResponseSchema = z.object({ data: storeChangeResultSchema });
export type StoreChangeResponse = z.infer<typeof storeChangeResponseSchema>;
