/** A recipe as the storefront reads it: the matched products' prices in integer cents. */
import { endpoints, type Recipe, type RecipeIngredient } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { decodedCall } from '../../lib/decoded-call.server.ts';

type WireProduct = NonNullable<RecipeIngredient['produit']>;
export type ShopRecipeProduct = Omit<WireProduct, 'prix'> & { priceCents: number | null };
export type ShopRecipeIngredient = Omit<RecipeIngredient, 'produit'> & { produit: ShopRecipeProduct | null };
export type ShopRecipe = Omit<Recipe, 'ingredients'> & { ingredients: ShopRecipeIngredient[] };

export const decodeRecipe = (recipe: Recipe): ShopRecipe => ({
  ...recipe,
  ingredients: recipe.ingredients.map(({ produit, ...ingredient }) => ({
    ...ingredient,
    produit:
      produit &&
      (({ prix, ...product }) => ({ ...product, priceCents: prix === null ? null : eurosToCents(prix) }))(
        produit,
      ),
  })),
});

export const recipeCalls = {
  get: decodedCall(endpoints.recipes.get, ({ data }) => decodeRecipe(data)),
};
