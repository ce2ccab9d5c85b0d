import type { CartLineErrorCode } from '../cart-messages.ts';

/**
 * Error codes of the cart calls. A refused line (set, remove, bulk add) answers the code of its rule,
 * the same values as `CART_LINE_ERROR_CODES`; the promo code and store change refusals have theirs.
 */
export const CART_ERROR_CODES = {
  // A line's quantity (reported on the `quantite` field).
  quantityInvalid: 'quantite_invalide',
  quantityNegative: 'quantite_negative',
  quantityDecimal: 'quantite_decimale',
  quantityStep: 'quantite_pas',
  quantityMin: 'quantite_min',
  quantityMax: 'quantite_max',
  stockInsufficient: 'stock_insuffisant',
  // A line's product.
  productUnknown: 'produit_inconnu',
  productNotSold: 'produit_non_vendu',
  productUnavailable: 'produit_indisponible',
  cartKindRefused: 'type_panier_interdit',
  productRefusedForPro: 'produit_interdit_pro',
  pickupClosed: 'retrait_impossible',
  // A gift card's amount (reported on the `montant` field).
  amountRequired: 'montant_requis',
  amountNotWhole: 'montant_entier',
  amountMin: 'montant_min',
  amountMax: 'montant_max',
  amountRefused: 'montant_interdit',
  // The cart and its store.
  /** The national store (999) has no cart: a store must be chosen first (409). */
  nationalStore: 'magasin_national',
  /** A pro's cart in a store outside the pro's agreement or without the pro service (409). */
  proStoreRefused: 'magasin_non_autorise_pro',
  /** Unknown store (404). */
  storeNotFound: 'magasin_introuvable',
  /** An anonymous call without a usable visitor uuid (422). */
  shopperUnknown: 'visiteur_non_identifie',
  /** The store does not offer the choice of a substitute product (422). */
  substitutionNotOffered: 'substitution_non_proposee',
  /** The product is not in the cart (404). */
  lineNotFound: 'ligne_introuvable',
  // Promo codes (reported on the `code_promo` field, 422).
  promoCodeUnknown: 'code_promo_inconnu',
  promoCodeExpired: 'code_promo_expire',
  promoCodeNotYet: 'code_promo_pas_encore_valable',
  promoCodeNotInStore: 'code_promo_autre_magasin',
  promoCodeNotAllowed: 'code_promo_non_accepte',
  promoCodeFirstOrder: 'code_promo_premiere_commande',
  promoCodeMinimum: 'code_promo_minimum_non_atteint',
  promoCodeEmptyCart: 'code_promo_panier_vide',
  promoCodeGiftCards: 'code_promo_cartes_cadeaux',
  // Store change (reported on the `magasin_id` field, 422).
  storeChangeSame: 'changement_meme_magasin',
  storeChangeNational: 'changement_magasin_national',
} as const;

type CartErrorCode = (typeof CART_ERROR_CODES)[keyof typeof CART_ERROR_CODES];
// Every refusal of a line by the cart rules is one of the codes above.
const lineCodesListed: CartLineErrorCode extends CartErrorCode ? true : false = true;
void lineCodesListed;
