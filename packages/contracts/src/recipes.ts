import { z } from 'zod';
import { idParam } from './common.ts';
import {
  recipeMessages as M,
  MEAL_DAYS,
  RECIPE_CATEGORIES,
  RECIPE_DIFFICULTIES,
  RECIPE_INGREDIENTS_MAX,
  RECIPE_MINUTES_MAX,
  RECIPE_PRO_SERVINGS_MAX,
  RECIPE_SERVINGS_MAX,
  RECIPE_SERVINGS_MIN,
  RECIPE_STEPS_MAX,
  RECIPE_TEXT_MAX,
  RECIPE_TIME_FILTERS,
  RECIPE_TITLE_MAX,
} from './recipes-messages.ts';

/**
 * Recipes (calls declared in `endpoints/recipes.ts`). The shop's recipes are public, but a pro recipe
 * exists for professional buyers only (anyone else's answers 404, like an unknown one; decision 120);
 * a personal recipe is its author's only (another client's answers 404, like an unknown one). Each ingredient
 * names what to look for in the shop and the quantity of that product the recipe needs for its
 * number of servings; its product is shown priced for the store asked (`magasin_id`).
 */

const storeId = idParam('du magasin');

const servingsUpTo = (max: number) =>
  z.coerce
    .number({ error: M.servingsInvalid })
    .int({ error: M.servingsInvalid })
    .min(RECIPE_SERVINGS_MIN, { error: M.servingsInvalid })
    .max(max, { error: M.servingsInvalid });
/** A personal recipe's people. */
const servings = servingsUpTo(RECIPE_SERVINGS_MAX);
/**
 * The servings a shop recipe is scaled to (cart lines, a meal): up to a pro recipe's portions here,
 * the recipe's own bound (`recipeServingsMax`) checked by the API once the recipe is read.
 */
const scaledServings = servingsUpTo(RECIPE_PRO_SERVINGS_MAX);

const minutes = z.coerce
  .number({ error: M.minutesInvalid })
  .int({ error: M.minutesInvalid })
  .min(0, { error: M.minutesInvalid })
  .max(RECIPE_MINUTES_MAX, { error: M.minutesInvalid });

const category = z.enum(RECIPE_CATEGORIES, { error: M.categoryInvalid });
const difficulty = z.enum(RECIPE_DIFFICULTIES, { error: M.difficultyInvalid });
const text = (required: string, max = RECIPE_TEXT_MAX, tooLong: string = M.textTooLong) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

export const recipeParams = z.object({ id: idParam('de la recette') });
export const mealParams = z.object({ id: idParam('du repas') });

export const recipeListQuery = z.object({
  q: z.string().trim().max(80, { error: M.searchTooLong }).optional(),
  categorie: category.optional(),
  difficulte: difficulty.optional(),
  temps_max: z.coerce
    .number({ error: M.timeInvalid })
    .refine((v) => (RECIPE_TIME_FILTERS as readonly number[]).includes(v), { error: M.timeInvalid })
    .optional(),
  /** « Recettes pro »: the pro recipes only (none for a shopper who is not a professional buyer). */
  pro: z.literal('1', { error: M.proFilterInvalid }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type RecipeListQuery = z.infer<typeof recipeListQuery>;

/** The store whose products the ingredients are matched to (none in national mode). */
export const recipeQuery = z.object({ magasin_id: storeId.optional() });
export const recipeCartQuery = z.object({ magasin_id: storeId, personnes: scaledServings });
export const mealsCartQuery = z.object({ magasin_id: storeId });

export const recipeSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titre: z.string(),
  description: z.string(),
  categorie: category,
  difficulte: difficulty,
  temps_preparation: z.number().int(),
  temps_cuisson: z.number().int(),
  personnes: z.number().int(),
  /** Written by the logged-in client. */
  personnelle: z.boolean(),
  /** Among the logged-in client's favourites (always false for a visitor). */
  favori: z.boolean(),
  /** A pro recipe (professional quantities, `personnes` are portions), read by pro customers only. */
  pro: z.boolean(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeIngredientSchema = z.object({
  id: z.number().int(),
  libelle: z.string(),
  produit_recherche: z.string(),
  /** Quantity of the product for the recipe's servings (articles, or kilograms for a weighed product). */
  quantite: z.number(),
  /** The matched product in the store asked; null when none matches or no store was asked. */
  produit: z
    .object({
      id: z.number().int(),
      designation: z.string(),
      slug: z.string(),
      prix: z.number().nullable(),
      quantite_libelle: z.string().nullable(),
      disponible: z.boolean(),
    })
    .nullable(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeSchema = recipeSummarySchema.extend({
  etapes: z.array(z.string()),
  ingredients: z.array(recipeIngredientSchema),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const recipeListResponse = z.object({
  data: z.array(recipeSummarySchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), pages: z.number().int() }),
});
export const recipeResponse = z.object({ data: recipeSchema });
export const recipeSummariesResponse = z.object({ data: z.array(recipeSummarySchema) });

/** Lines for the cart's bulk add, and the ingredients that cannot be bought in this store. */
export const recipeCartLinesSchema = z.object({
  lignes: z.array(z.object({ produit_id: z.number().int(), quantite: z.number(), designation: z.string() })),
  indisponibles: z.array(z.string()),
});
export type RecipeCartLines = z.infer<typeof recipeCartLinesSchema>;
export const recipeCartLinesResponse = z.object({ data: recipeCartLinesSchema });

export const personalRecipeBody = z.object({
  titre: text(M.titleRequired, RECIPE_TITLE_MAX, M.titleTooLong),
  description: z.string().trim().max(RECIPE_TEXT_MAX, { error: M.textTooLong }).default(''),
  categorie: category,
  difficulte: difficulty,
  personnes: servings,
  temps_preparation: minutes,
  temps_cuisson: minutes,
  ingredients: z
    .array(
      z.object({
        libelle: text(M.ingredientLabelRequired, 120),
        produit_recherche: text(M.ingredientProductRequired, 80),
        quantite: z.coerce
          .number({ error: M.ingredientQuantityInvalid })
          .positive({ error: M.ingredientQuantityInvalid })
          .max(100, { error: M.ingredientQuantityInvalid }),
      }),
      { error: M.ingredientsRequired },
    )
    .min(1, { error: M.ingredientsRequired })
    .max(RECIPE_INGREDIENTS_MAX, { error: M.ingredientsTooMany }),
  etapes: z
    .array(text(M.stepRequired), { error: M.stepsRequired })
    .min(1, { error: M.stepsRequired })
    .max(RECIPE_STEPS_MAX, { error: M.stepsTooMany }),
});
export type PersonalRecipeBody = z.infer<typeof personalRecipeBody>;

export const mealBody = z.object({
  jour: z.enum(MEAL_DAYS, { error: M.dayInvalid }),
  recette_id: idParam('de la recette'),
  personnes: scaledServings,
});
export type MealBody = z.infer<typeof mealBody>;

export const mealSchema = z.object({
  id: z.number().int(),
  jour: z.enum(MEAL_DAYS),
  personnes: z.number().int(),
  recette: recipeSummarySchema,
});
export type Meal = z.infer<typeof mealSchema>;
export const mealsResponse = z.object({ data: z.array(mealSchema) });
export const mealResponse = z.object({ data: mealSchema });
