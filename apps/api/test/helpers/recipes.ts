import type { Recipe } from '@cabas/contracts';
import type { TestApp } from '../test-app.ts';
import { call } from './cart.ts';
import '../../src/modules/recipes/recipes.schema.ts';

/** Helpers of the recipe tests. */

export async function recipeIdBySlug(t: TestApp, slug: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('recipes')
    .select('id')
    .where('slug', '=', slug)
    .where('client_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function recipeOf(t: TestApp, id: number, shop: number, headers: object = {}): Promise<Recipe> {
  const res = await call(t, 'GET', `/api/recettes/${id}?magasin_id=${shop}`, headers);
  if (res.statusCode !== 200) throw new Error(`recipe: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Every matched product of these recipes sold in the store, with stock. */
export async function stockRecipeProducts(t: TestApp, shop: number, recipeIds: number[]) {
  const { db } = t.database;
  const rows = await db
    .selectFrom('recipe_ingredients')
    .select('product_id')
    .where('recipe_id', 'in', recipeIds)
    .where('product_id', 'is not', null)
    .distinct()
    .execute();
  for (const { product_id } of rows) {
    const id = product_id!;
    const offer = await db
      .selectFrom('offers')
      .select('product_id')
      .where('store_id', '=', shop)
      .where('product_id', '=', id)
      .executeTakeFirst();
    if (offer)
      await db
        .updateTable('offers')
        .set({ stock: 50, reserved: 0 })
        .where('store_id', '=', shop)
        .where('product_id', '=', id)
        .execute();
    else
      await db
        .insertInto('offers')
        .values({
          store_id: shop,
          product_id: id,
          price_cents: 299,
          strike_price_cents: null,
          stock: 50,
          types_panier: null,
          unavailable_services: '[]',
        })
        .execute();
  }
}

export const personalRecipe = (overrides: object = {}) => ({
  titre: 'Soupe de carottes de Mamie',
  description: 'La soupe du mercredi soir.',
  categorie: 'entree',
  difficulte: 'facile',
  personnes: 4,
  temps_preparation: 15,
  temps_cuisson: 30,
  ingredients: [
    { libelle: '1 kg de carottes', produit_recherche: 'Carottes', quantite: 1 },
    { libelle: '1 oignon', produit_recherche: 'Oignons jaunes', quantite: 0.15 },
  ],
  etapes: ['Épluchez et coupez les carottes.', 'Faites cuire 30 minutes puis mixez.'],
  ...overrides,
});
