/** Error codes of the usual products calls. */
export const USUAL_PRODUCTS_ERROR_CODES = {
  /** A product that is not one of this client's usual products (404). */
  usualItemUnknown: 'produit_habituel_introuvable',
} as const;
