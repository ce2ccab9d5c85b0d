import { slugify } from '@cabas/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SearchIndex } from '../../../platform/search/search-index.ts';
import * as repo from '../recipes.repository.ts';
import { recipeSearchText } from '../recipes.service.ts';
import { DESSERT_RECIPES } from './recipes-desserts.ts';
import { MAIN_RECIPES } from './recipes-mains.ts';
import { PRO_RECIPES } from './recipes-pro.ts';
import { STARTER_RECIPES } from './recipes-starters.ts';

export const SEED_RECIPES = [...STARTER_RECIPES, ...MAIN_RECIPES, ...DESSERT_RECIPES, ...PRO_RECIPES];

/**
 * The shop's recipes, each ingredient matched once to the product its query finds in the seeded
 * catalogue (the same search as a client's personal recipe; a pro recipe's among the pro-only
 * products too); one search per distinct query.
 */
export async function seedRecipes(trx: Transaction<DB>, index: SearchIndex, now: Date): Promise<number> {
  const matches = new Map<string, number | null>();
  const nowIso = now.toISOString();
  for (const recipe of SEED_RECIPES) {
    const ingredients: repo.IngredientWrite[] = [];
    const pro = recipe.pro === true;
    for (const [libelle, produit, quantite] of recipe.ingredients) {
      const key = `${pro ? 'pro' : 'tous'}:${produit}`;
      if (!matches.has(key)) matches.set(key, await repo.matchProduct(trx, index, produit, { forPro: pro }));
      ingredients.push({
        libelle,
        produitRecherche: produit,
        quantite,
        productId: matches.get(key) ?? null,
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
        pro,
      },
      ingredients,
      nowIso,
    );
  }
  return SEED_RECIPES.length;
}
