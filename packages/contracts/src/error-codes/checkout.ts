/** Error codes of the checkout calls (checkout, slots, delivery addresses). */
export const CHECKOUT_ERROR_CODES = {
  /** The checkout is not this shopper's, not of this store, or no longer open (404). */
  checkoutNotFound: 'checkout_introuvable',
  /** A write sent the `dateLastUpdate` of an older answer: nothing changed, reload (409). */
  checkoutStale: 'checkout_perime',
  /** A checkout needs a cart holding products: the cart of this kind is empty (409). */
  checkoutCartEmpty: 'panier_vide',
  /** A pro account orders through the pro checkout, never the consumer one (409). */
  proCheckoutRefused: 'commande_pro_interdite',
  /** The redevance form sent for a cart without a product that needs it (409). */
  redevanceNotNeeded: 'redevance_non_requise',
  /** The cart changed since the shopper last saw it (409). */
  checkoutCartChanged: 'panier_modifie',
  /** The chosen slot has no place left (409). */
  slotFull: 'creneau_complet',
  /** The chosen slot's order cut-off has passed (409). */
  slotClosed: 'creneau_ferme',
  /** The gift card's validity date has passed (422). */
  giftCardExpired: 'carte_cadeau_expiree',
  /** The gift card has no balance left (422). */
  giftCardEmpty: 'carte_cadeau_epuisee',
  /** The delivery address is not this shopper's (404). */
  addressNotFound: 'adresse_introuvable',
  /** The shopper already has the most delivery addresses allowed (409). */
  addressLimitReached: 'adresses_trop_nombreuses',
} as const;
