/** Error codes of the shopping list calls. */
export const LISTS_ERROR_CODES = {
  /** Unknown list, or another client's (404). */
  listUnknown: 'liste_introuvable',
  /** The client keeps the most lists allowed: a new one is refused (422). */
  listsFull: 'listes_completes',
  /** Saving an empty cart into a list (422). */
  listCartEmpty: 'liste_panier_vide',
  /** A product that does not exist or that this client may not see (404 on add, 422 on create). */
  listProductUnknown: 'liste_produit_inconnu',
  /** A line that is not in this list (404). */
  listItemUnknown: 'liste_ligne_introuvable',
} as const;
