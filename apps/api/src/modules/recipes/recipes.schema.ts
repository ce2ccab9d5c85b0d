import type { Generated } from 'kysely';

/** Tables of the recipes (migrations 0026 and 0052). They extend the `DB` interface of db/schema.ts. */

export interface RecipesTable {
  id: Generated<number>;
  /** The author of a personal recipe; null for the shop's recipes. */
  client_id: number | null;
  slug: string;
  titre: string;
  description: string;
  categorie: string;
  difficulte: string;
  temps_preparation: number;
  temps_cuisson: number;
  /** Preparation plus cooking, in minutes: the list's time filter. */
  temps_total: number;
  personnes: number;
  /** JSON array of the steps' texts. */
  etapes: string;
  /** Title and description in lower case without accents, for the list's search. */
  search_text: string;
  /** 1: a pro recipe, for professional buyers only (migration 0052, decision 120); 0 otherwise. */
  pro: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface RecipeIngredientsTable {
  id: Generated<number>;
  recipe_id: number;
  position: number;
  libelle: string;
  produit_recherche: string;
  /** Product quantity for the recipe's servings (articles, or kilograms for a weighed product). */
  quantite: number;
  /** The product matched when the ingredient was written; null when none matched. */
  product_id: number | null;
}

export interface RecipeFavouritesTable {
  client_id: number;
  recipe_id: number;
  created_at: string;
}

export interface MealPlanEntriesTable {
  id: Generated<number>;
  client_id: number;
  /** 0 = Monday … 6 = Sunday. */
  jour: number;
  recipe_id: number;
  personnes: number;
  created_at: string;
}

declare module '../../db/schema.ts' {
  interface DB {
    recipes: RecipesTable;
    recipe_ingredients: RecipeIngredientsTable;
    recipe_favourites: RecipeFavouritesTable;
    meal_plan_entries: MealPlanEntriesTable;
  }
}
