import type { RecipeCategory, RecipeDifficulty } from '@cabas/contracts';

/**
 * [what the recipe says, what to look for in the shop, quantity of that product for the recipe's
 * servings: articles (0.5 = half a pack), or kilograms for a product sold by weight]
 */
export type SeedIngredient = [libelle: string, produit: string, quantite: number];

export interface SeedRecipe {
  titre: string;
  categorie: RecipeCategory;
  difficulte: RecipeDifficulty;
  preparation: number;
  cuisson: number;
  /** Servings: people, or portions for a pro recipe. */
  personnes: number;
  /** A pro recipe, for professional buyers only (decision 120). */
  pro?: boolean;
  description: string;
  ingredients: SeedIngredient[];
  etapes: string[];
}
