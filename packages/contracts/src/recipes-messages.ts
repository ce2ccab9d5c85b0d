/** French texts, limits and labels of the recipes (pages, forms and API messages). */

export const RECIPE_CATEGORIES = ['aperitif', 'entree', 'plat', 'dessert', 'petit-dejeuner'] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];
export const RECIPE_CATEGORY_LABELS: Record<RecipeCategory, string> = {
  aperitif: 'Apéritif',
  entree: 'Entrée',
  plat: 'Plat',
  dessert: 'Dessert',
  'petit-dejeuner': 'Petit-déjeuner et goûter',
};

export const RECIPE_DIFFICULTIES = ['facile', 'moyenne', 'difficile'] as const;
export type RecipeDifficulty = (typeof RECIPE_DIFFICULTIES)[number];
export const RECIPE_DIFFICULTY_LABELS: Record<RecipeDifficulty, string> = {
  facile: 'Facile',
  moyenne: 'Moyenne',
  difficile: 'Difficile',
};

/** The total-time filters of the recipe list, in minutes. */
export const RECIPE_TIME_FILTERS = [15, 30, 60] as const;

export const RECIPE_PAGE_SIZE = 24;
export const RECIPE_SERVINGS_MIN = 1;
export const RECIPE_SERVINGS_MAX = 20;
/** A pro recipe is written in professional portions (40 pizza dough balls, 50 covers): up to 200. */
export const RECIPE_PRO_SERVINGS_MAX = 200;
/** The servings a recipe may be scaled to: a pro recipe's portions, else people (decision 120). */
export const recipeServingsMax = (recipe: { pro: boolean }) =>
  recipe.pro ? RECIPE_PRO_SERVINGS_MAX : RECIPE_SERVINGS_MAX;
export const RECIPE_TITLE_MAX = 120;
export const RECIPE_TEXT_MAX = 600;
export const RECIPE_INGREDIENTS_MAX = 30;
export const RECIPE_STEPS_MAX = 20;
export const RECIPE_MINUTES_MAX = 1440;
/** The personal recipes a client may keep. */
export const PERSONAL_RECIPES_MAX = 100;
/** The meals of one week: lunch and dinner for seven days is 14; a few more for a snack. */
export const MEALS_MAX = 21;

/** Monday first, as a French week. */
export const MEAL_DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type MealDay = (typeof MEAL_DAYS)[number];
export const MEAL_DAY_LABELS: Record<MealDay, string> = {
  lundi: 'Lundi',
  mardi: 'Mardi',
  mercredi: 'Mercredi',
  jeudi: 'Jeudi',
  vendredi: 'Vendredi',
  samedi: 'Samedi',
  dimanche: 'Dimanche',
};

export const recipeMessages = {
  recipeUnknown: 'Cette recette est introuvable.',
  mealUnknown: 'Ce repas est introuvable.',
  mealsFull: `Votre semaine compte déjà ${MEALS_MAX} repas : retirez-en un avant d'en ajouter un autre.`,
  mealsEmpty: 'Votre semaine de repas est vide : choisissez au moins une recette.',
  personalFull: `Vous avez déjà ${PERSONAL_RECIPES_MAX} recettes personnelles : supprimez-en une avant d'en écrire une autre.`,
  titleRequired: 'Merci de renseigner le titre de la recette.',
  titleTooLong: `Le titre ne doit pas dépasser ${RECIPE_TITLE_MAX} caractères.`,
  servingsInvalid: `Le nombre de personnes doit être un nombre entier entre ${RECIPE_SERVINGS_MIN} et ${RECIPE_SERVINGS_MAX}.`,
  proServingsInvalid: `Le nombre de portions doit être un nombre entier entre ${RECIPE_SERVINGS_MIN} et ${RECIPE_PRO_SERVINGS_MAX}.`,
  minutesInvalid: `La durée doit être un nombre entier de minutes entre 0 et ${RECIPE_MINUTES_MAX}.`,
  ingredientsRequired: 'Merci de renseigner au moins un ingrédient.',
  ingredientsTooMany: `Une recette compte au plus ${RECIPE_INGREDIENTS_MAX} ingrédients.`,
  ingredientLabelRequired: "Merci de renseigner l'ingrédient (par exemple « 200 g de farine »).",
  ingredientProductRequired:
    'Merci de renseigner le produit à chercher dans le magasin (par exemple « farine »).',
  ingredientQuantityInvalid: 'La quantité à acheter doit être un nombre positif (par exemple 1 ou 0,5).',
  textTooLong: `Ce texte ne doit pas dépasser ${RECIPE_TEXT_MAX} caractères.`,
  stepsRequired: 'Merci de renseigner au moins une étape.',
  stepsTooMany: `Une recette compte au plus ${RECIPE_STEPS_MAX} étapes.`,
  stepRequired: "Merci de renseigner le texte de l'étape.",
  dayInvalid: 'Merci de choisir un jour de la semaine.',
  categoryInvalid: 'Merci de choisir une catégorie de recette.',
  difficultyInvalid: 'Merci de choisir une difficulté.',
  timeInvalid: 'Merci de choisir une durée proposée.',
  proFilterInvalid: 'Ce filtre de recettes est inconnu.',
  searchTooLong: 'La recherche ne doit pas dépasser 80 caractères.',
} as const;
