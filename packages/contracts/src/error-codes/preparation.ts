/** Error codes of an order's preparation in the store (/api/gestion/commandes/:id, decision 112). */
export const PREPARATION_ERROR_CODES = {
  /** The order's slot cut-off has not passed: the shopper may still change it (409). */
  preparationTooEarly: 'preparation_avant_limite',
  /** The order is not in a state this step allows: not placed, not in preparation, already prepared (409). */
  preparationNotAllowed: 'preparation_impossible',
  /** Some lines have no outcome yet: the preparation cannot finish (409, the lines in `errors`). */
  preparationIncomplete: 'preparation_incomplete',
  /** The line's outcome was changed by someone else since it was read (409). */
  preparationLineChanged: 'ligne_deja_modifiee',
  /** The outcome does not fit the line: quantity, weight out of range, weighing a unit line (422). */
  preparationOutcomeRefused: 'resultat_ligne_refuse',
  /** A substitute the shopper did not accept, or the store does not offer (422). */
  substitutionRefused: 'remplacement_refuse',
  /** The substitute is not a product of the same department available in the store, sold the same way (422). */
  substituteUnavailable: 'produit_de_remplacement_invalide',
} as const;
