import { slugify } from '@cabas/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SearchIndex } from '../../../platform/search/search-index.ts';
import * as repo from '../recipes.repository.ts';
import { recipeSearchText } from '../recipes.service.ts';
import { DESSERT_RECIPES } from './recipes-desserts.ts';
import { MAIN_RECIPES } from './recipes-mains.ts';
import { STARTER_RECIPES } from './recipes-starters.ts';

export const SEED_RECIPES = [...STARTER_RECIPES, ...MAIN_RECIPES, ...DESSERT_RECIPES];

/**
 * The shop's recipes, each ingredient matched once to the product its query finds in the seeded
 * catalogue (the same search as a client's personal recipe); one search per distinct query.
 */
export async function seedRecipes(trx: Transaction<DB>, index: SearchIndex, now: Date): Promise<number> {
  const matches = new Map<string, number | null>();
  const nowIso = now.toISOString();
  for (const recipe of SEED_RECIPES) {
    const ingredients: repo.IngredientWrite[] = [];
    for (const [libelle, produit, quantite] of recipe.ingredients) {
      if (!matches.has(produit)) matches.set(produit, await repo.matchProduct(trx, index, produit));
      ingredients.push({
        libelle,
        produitRecherche: produit,
        quantite,
        productId: matches.get(produit) ?? null,
      });
    }
    await repo.insertRecipe(
      trx,
      {
        clientId: null,
        slug: slugify(recipe.titre),
        titre: recipe.titre,
        description: recipe.description,
        categorie: recipe.categorie,
        difficulte: recipe.difficulte,
        tempsPreparation: recipe.preparation,
        tempsCuisson: recipe.cuisson,
        personnes: recipe.personnes,
        etapes: recipe.etapes,
        searchText: recipeSearchText(recipe.titre, recipe.description),
      },
      ingredients,
      nowIso,
    );
  }
  return SEED_RECIPES.length;
}
