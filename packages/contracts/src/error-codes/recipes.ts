/** Error codes of the recipe calls. */
export const RECIPES_ERROR_CODES = {
  /** Unknown recipe, or another client's personal recipe (404). */
  recipeUnknown: 'recette_introuvable',
  /** Unknown meal of the week, or another client's (404). */
  mealUnknown: 'repas_introuvable',
  /** The week of meals is full (422). */
  mealsFull: 'repas_semaine_complete',
  /** Nothing in the week of meals to put in the cart (422). */
  mealsEmpty: 'repas_semaine_vide',
  /** The client keeps the most personal recipes allowed (422). */
  personalFull: 'recettes_personnelles_completes',
} as const;
