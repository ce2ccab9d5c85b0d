import { z } from 'zod';
import type { CartLineErrorCode } from './cart-messages.ts';
import { BULK_ADD_MAX_LINES, CART_QUANTITY_MAX, cartMessages } from './cart-messages.ts';
import type { ProductCardAttributes } from './catalogue.ts';
import { idParam } from './common.ts';
import type { CartKind } from './constants.ts';
import { CART_KINDS, DEFAULT_CART_KIND } from './constants.ts';

/**
 * The cart (doc 1 §1, §2 "Behaviour", §3 "Cart (panier)", §4 "Cart-state popin", §5, §6, §9; doc 2 §3
 * "Product" quantities). One cart per shopper (client, else the anonymous uuid), per store and per
 * cart kind. Paths (the specification does not show them):
 *
 * - `GET    /api/magasins/{shop}/panier?type_panier=&uuid=`                  → CartResponse
 * - `PUT    /api/magasins/{shop}/panier/lignes/{produitId}` SetCartLineBody   → CartResponse
 * - `DELETE /api/magasins/{shop}/panier/lignes/{produitId}?type_panier=&montant=` → CartResponse
 * - `PUT    /api/magasins/{shop}/panier/lignes/{produitId}/substitution` SubstitutionBody → CartResponse
 * - `DELETE /api/magasins/{shop}/panier?type_panier=` (empty the cart)        → CartResponse
 * - `POST   /api/magasins/{shop}/panier/lignes` BulkAddBody                   → BulkAddResponse
 * - `POST   /api/magasins/{shop}/panier/code-promo` PromoCodeBody             → CartResponse
 * - `DELETE /api/magasins/{shop}/panier/code-promo?type_panier=`             → CartResponse
 * - `GET    /api/magasins/{shop}/panier/quantites`                            → CartQuantitiesResponse
 * - `POST   /api/magasins/{shop}/panier/changement-magasin` StoreChangeBody   → StoreChangeResponse
 * - `GET    /api/me/panier/etat?uuid=`                                        → CartStateResponse
 * - `POST   /api/me/panier/fusion?uuid=`                                      → CartStateResponse
 * - `POST   /api/me/panier/ignorer?uuid=`                                     → CartStateResponse
 * - `POST   /api/me/panier/changement-magasin` StoreChangeBody                → StoreChangeResponse
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
 * Errors ({status_code, message, errors}): 400 bad path ids; 404 unknown product (errors.produitId);
 * 422 refused quantity or product (errors.quantite, errors.produitId or errors.type_panier, texts of
 * `cartMessages`), nothing changed; 401 for /api/me calls without a client; 409 `nationalStore` on
 * every cart call for the national store (999) — except `quantites`, which answers `{}` there.
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

/** A gift card's amount: whole euros (its range, `config_prix`, is the product's and checked by the API). */
export const giftCardAmountField = z
  .number({ error: cartMessages.montant_entier })
  .int({ error: cartMessages.montant_entier });

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
// Answers
// ---------------------------------------------------------------------------------------------

/** A pickup day of a caterer product (doc 2 §3 `jours_retraits`). */
export interface PickupDay {
  /** ISO day of the week: 1 Monday … 7 Sunday. */
  jour_numero: number;
  /** "mercredi 23 décembre". */
  jour_texte: string;
  /** YYYY-MM-DD. */
  date: string;
  /** False once the order deadline of that day has passed (doc 1 §9 caterer festive rules). */
  disponible: boolean;
}

/** Delivery by a seller (ldd): the seller and its delay in working days. */
export interface SellerInfo {
  nom: string;
  /** Working days. */
  delai_livraison: number;
}

/** The product of a cart line: the catalogue card, with what the cart page adds. */
export interface CartProduct extends ProductCardAttributes {
  id: number;
  /** The first photo, or the generated visual. */
  visuel: string;
  jours_retraits: PickupDay[];
  /** Payable with the partner card in several instalments (full CB). */
  eligible_fullcb: boolean;
  infos_vendeur: SellerInfo | null;
}

export interface CartLine {
  /** The line id (unique per cart, product and gift card amount). */
  id: number;
  produit_id: number;
  /** Gift cards (CKDO): the amount of one card, whole euros (also the unit price); null for other products. */
  montant: number | null;
  quantite: number;
  substitution_accord: boolean;
  /** Snapshot taken when the line was last set: the name and the unit price then (euros). */
  designation: string;
  prix_ajout: number;
  /** Current unit price in this store (per kg for weighed goods); null when no longer sold. */
  prix_unitaire: number | null;
  /** quantite × current price, before reductions. */
  montant_ttc_sans_remise: number;
  /** After the immediate reductions (RI, lots, first 6 units only). */
  montant_ttc: number;
  /** montant_ttc_sans_remise - montant_ttc. */
  remise: number;
  /** False when the product is no longer sold, out of stock, or refused in this cart kind. */
  disponible: boolean;
  /** Why the line is unavailable (a CartLineErrorCode), else null. */
  raison_indisponibilite: CartLineErrorCode | null;
  message_indisponibilite: string | null;
  /** ISO UTC timestamps. */
  date_ajout: string;
  date_modification: string;
  produit: CartProduct;
}

/** Doc 1 §3 `options_incluses`: CSAC is the bag deposit of a drive cart. */
export interface CartIncludedOption {
  type: 'CSAC';
  libelle: string;
  /** Euros per bag (the store's drive mode `consigne_sacs`). */
  montant_unitaire: number;
  /** Doc 1 §9: at most 10 bags returned per visit. */
  quantite_max_retour: number;
}

/** Doc 1 §3 `reductions`. */
export interface CartReduction {
  type: 'code_promo';
  code: string;
  libelle: string;
  /** Euros taken off the cart (0 while the minimum basket is not reached). */
  valeur: number;
  /** False while the basket does not reach the code's minimum; message says why. */
  applicable: boolean;
  message: string | null;
  montant_minimum: number | null;
}

export interface Cart {
  /** Null while the shopper has no cart row yet (nothing ever added). */
  id: number | null;
  magasin_id: number;
  type_panier: CartKind;
  /**
   * Total to pay, euros: current prices, immediate reductions (RI, lots, first 6 units only) and the
   * promo code, of the available lines only.
   */
  montant_total_ttc: number;
  /** The same lines at current prices, without any reduction ("sans RSA": before reductions). */
  montant_total_ttc_sans_rsa: number;
  /** montant_total_ttc_sans_rsa - montant_total_ttc. */
  montant_total_remise: number;
  /** Available lines (for the header counter). */
  nb_produits: number;
  /** Sum of the quantities, a weighed line counting 1. */
  nb_articles: number;
  lignes_panier: CartLine[];
  options_incluses: CartIncludedOption[];
  reductions: CartReduction[];
  /** ldd carts: 'Sous {n} jours ouvrés' for a single line, else 'Voir les délais de livraison'. */
  libelle_delai_livraison: string | null;
  /** The store's flags that the cart page needs. */
  magasin: { allowCodePromo: boolean; hasChoixSubstitution: boolean };
  /** ISO UTC; null without a cart row. */
  dateLastUpdate: string | null;
}

export interface CartResponse {
  data: Cart;
}

export interface BulkAddLineError {
  /** Index of the line in the request. */
  index: number;
  produit_id: number;
  montant: number | null;
  code: CartLineErrorCode;
  message: string;
}

/** Bulk add: what could be added is in the cart; the rest is listed in `errors` (doc 1 §5). */
export interface BulkAddResponse {
  data: Cart;
  errors: BulkAddLineError[];
  meta: { nb_ajoutes: number; nb_erreurs: number };
}

/** Per product id, the quantity in each cart kind of this store, and their total (doc 2 §3). */
export type CartQuantities = Record<CartKind | 'total', number>;
export interface CartQuantitiesResponse {
  data: Record<string, CartQuantities>;
}

// ---------------------------------------------------------------------------------------------
// Cart state after login (doc 1 §3, §4 "Cart-state popin")
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

export interface CartStateItem {
  produit_id: number;
  /** Gift card lines: the amount of one card (euros); null for other products. */
  montant: number | null;
  designation: string;
  magasin_id: number;
  type_panier: CartKind;
  quantite: number;
}

export interface CartStateQuantityItem {
  produit_id: number;
  montant: number | null;
  designation: string;
  magasin_id: number;
  type_panier: CartKind;
  old_quantite: number;
  new_quantite: number;
}

export interface CartLoginState {
  type: CartStateType;
  /** Visitor lines that cannot go into the account cart (not sold, out of stock, refused). */
  indisponibles: CartStateItem[];
  /** Lines whose merged quantity is capped by the maximum or the stock. */
  quantiteInsuffisante: CartStateQuantityItem[];
  /** The account's carts as stored before the merge. */
  infoPanierDB: { dateLastUsage: string | null; dateLastUpdate: string | null; nb_produits: number };
  itemsMergeResult: {
    /** Visitor lines that the account cart did not have. */
    newItems: CartStateItem[];
    /** Lines present in both: quantities added up. */
    updatedItems: CartStateQuantityItem[];
  };
}

export interface CartStateResponse {
  data: CartLoginState;
}

// ---------------------------------------------------------------------------------------------
// Store change (doc 1 §2 "Behaviour")
// ---------------------------------------------------------------------------------------------

/**
 * Logged in: the carts of the other stores are saved as the shopping list 'Panier sauvegardé' and
 * emptied. Anonymous: the lines move to the new store's carts at its prices; what it does not sell
 * is dropped and listed in `retires`.
 */
export interface StoreChangeResult {
  magasin_id: number;
  liste: { id: number; titre: string; nb_produits: number } | null;
  /** Lines moved to the new store (anonymous shoppers). */
  nb_lignes_transferees: number;
  retires: CartStateItem[];
}

export interface StoreChangeResponse {
  data: StoreChangeResult;
}
