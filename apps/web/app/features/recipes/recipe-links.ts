/** The addresses of the recipe pages. */
export const RECIPES_PATH = '/recettes';
export const FAVOURITES_PATH = '/recettes-favorites';
export const PERSONAL_PATH = '/mes-recettes-personnelles';
export const MEALS_PATH = '/mes-repas';

export const recipeHref = (recipe: { id: number; slug: string }) =>
  `${RECIPES_PATH}/${recipe.id}/${recipe.slug}`;
export const personalEditHref = (id: number) => `${PERSONAL_PATH}/${id}/modifier`;
export const PERSONAL_NEW_PATH = `${PERSONAL_PATH}/nouvelle`;
