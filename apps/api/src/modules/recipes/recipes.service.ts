import {
  API_ERROR_CODES,
  apiMessages,
  MEAL_DAYS,
  MEALS_MAX,
  type Meal,
  type MealBody,
  PERSONAL_RECIPES_MAX,
  type PersonalRecipeBody,
  RECIPE_PAGE_SIZE,
  type Recipe,
  type RecipeCartLines,
  type RecipeCategory,
  type RecipeDifficulty,
  type RecipeIngredient,
  type RecipeListQuery,
  type RecipeSummary,
  recipeMessages,
  recipeServingsMax,
} from '@cabas/contracts';
import {
  isRecipeVisible,
  normalizeForSearch,
  recipeCartLines,
  type SellingRule,
  slugify,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { SearchIndex } from '../../platform/search/search-index.ts';
import * as repo from './recipes.repository.ts';

const unknownRecipe = () => new DomainError(API_ERROR_CODES.recipeUnknown, recipeMessages.recipeUnknown);
const personalFull = () => new DomainError(API_ERROR_CODES.personalFull, recipeMessages.personalFull);

/** Who reads: the logged-in client (his id and whether a professional buyer), or null for a visitor. */
export type RecipeShopper = { id: number; isPro: boolean } | null;
type Client = NonNullable<RecipeShopper>;

/** A pro recipe (decision 120). */
const isProRecipe = (row: repo.RecipeRow) => Number(row.pro) === 1;

const readerOf = (shopper: RecipeShopper): repo.RecipeReader => ({
  clientId: shopper?.id ?? null,
  isPro: shopper?.isPro ?? false,
});

/**
 * The servings asked for this recipe: within its own bound (a pro recipe's portions, else people),
 * the schema having held them to the widest one; refused as the schema refuses, 422 on `personnes`.
 */
function checkServings(row: repo.RecipeRow, servings: number) {
  if (servings <= recipeServingsMax({ pro: isProRecipe(row) })) return;
  const message = isProRecipe(row) ? recipeMessages.proServingsInvalid : recipeMessages.servingsInvalid;
  throw new DomainError(API_ERROR_CODES.invalidData, message, { personnes: [message] });
}

/** The list's search and the stored `search_text`: lower case, no accents, single spaces. */
export const recipeSearchText = (titre: string, description: string) =>
  normalizeForSearch(`${titre} ${description}`);

function summary(row: repo.RecipeRow, clientId: number | null): RecipeSummary {
  return {
    id: row.id,
    slug: row.slug,
    titre: row.titre,
    description: row.description,
    categorie: row.categorie as RecipeCategory,
    difficulte: row.difficulte as RecipeDifficulty,
    temps_preparation: row.temps_preparation,
    temps_cuisson: row.temps_cuisson,
    personnes: row.personnes,
    personnelle: row.client_id !== null && row.client_id === clientId,
    favori: Number(row.favori) === 1,
    pro: isProRecipe(row),
  };
}

const isAvailable = (row: repo.IngredientRow) =>
  row.price_cents !== null &&
  Number(row.stock) - Number(row.reserved ?? 0) >= Number(row.qte_min_panier ?? 1);

function ingredient(row: repo.IngredientRow, storeId: number | null): RecipeIngredient {
  const matched = storeId !== null && row.product_id !== null && row.designation !== null;
  return {
    id: row.id,
    libelle: row.libelle,
    produit_recherche: row.produit_recherche,
    quantite: Number(row.quantite),
    produit: matched
      ? {
          id: Number(row.product_id),
          designation: row.designation ?? '',
          slug: row.slug ?? '',
          prix: row.price_cents === null ? null : Number(row.price_cents) / 100,
          quantite_libelle: row.quantity_label,
          disponible: isAvailable(row),
        }
      : null,
  };
}

/**
 * Recipes: the shop's are public but a pro recipe is a professional buyer's only (decision 120), a
 * personal recipe is its author's only (anyone else's answers 404, as an unknown recipe). Ingredients
 * are matched to a product when written (seed, or a client's save) and shown for the store asked; the
 * cart lines come from the pure rules of @cabas/domain.
 */
export class RecipesService {
  constructor(
    readonly db: Kysely<DB>,
    private readonly index: SearchIndex,
  ) {}

  async #checkStore(storeId: number) {
    if (!(await repo.storeExists(this.db, storeId)))
      throw new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);
  }

  /**
   * A recipe this shopper may see: the shop's (a pro recipe for a professional buyer only, which the
   * repository's read already holds to), or their own.
   */
  async #visible(id: number, shopper: RecipeShopper): Promise<repo.RecipeRow> {
    const clientId = shopper?.id ?? null;
    const row = await repo.findRecipe(this.db, id, readerOf(shopper));
    if (!row || (row.client_id !== null && row.client_id !== clientId)) throw unknownRecipe();
    if (!isRecipeVisible({ pro: isProRecipe(row) }, { isPro: shopper?.isPro ?? false }))
      throw unknownRecipe();
    return row;
  }

  async list(query: RecipeListQuery, shopper: RecipeShopper) {
    const clientId = shopper?.id ?? null;
    const search = normalizeForSearch(query.q ?? '') || null;
    const offset = (query.page - 1) * RECIPE_PAGE_SIZE;
    const { rows, total } = await repo.listShopRecipes(
      this.db,
      {
        search,
        categorie: query.categorie,
        difficulte: query.difficulte,
        tempsMax: query.temps_max,
        pro: query.pro === '1',
      },
      readerOf(shopper),
      { limit: RECIPE_PAGE_SIZE, offset },
    );
    return {
      data: rows.map((r) => summary(r, clientId)),
      meta: { total, page: query.page, pages: Math.max(1, Math.ceil(total / RECIPE_PAGE_SIZE)) },
    };
  }

  async get(id: number, shopper: RecipeShopper, storeId: number | null): Promise<Recipe> {
    if (storeId !== null) await this.#checkStore(storeId);
    const clientId = shopper?.id ?? null;
    const row = await this.#visible(id, shopper);
    const ingredients = await repo.findIngredients(this.db, [row.id], storeId);
    return {
      ...summary(row, clientId),
      etapes: JSON.parse(row.etapes) as string[],
      ingredients: ingredients.map((i) => ingredient(i, storeId)),
    };
  }

  /**
   * Cart lines for recipes at chosen servings: needs summed per product and rounded to the selling
   * steps; the ingredients that cannot be bought in this store are named.
   */
  async #cartLines(
    recipes: readonly { id: number; base: number; servings: number }[],
    storeId: number,
  ): Promise<RecipeCartLines> {
    const rows = await repo.findIngredients(
      this.db,
      recipes.map((r) => r.id),
      storeId,
    );
    const rules = new Map<number, SellingRule>();
    const names = new Map<number, string>();
    const needs: { productId: number; quantity: number; baseServings: number; servings: number }[] = [];
    const missing = new Set<string>();
    for (const recipe of recipes) {
      for (const row of rows.filter((r) => r.recipe_id === recipe.id)) {
        if (row.product_id === null || !isAvailable(row)) {
          missing.add(row.libelle);
          continue;
        }
        names.set(row.product_id, row.designation ?? row.libelle);
        rules.set(row.product_id, {
          step: Number(row.qte_pas ?? 1),
          min: Number(row.qte_min_panier ?? 1),
          max: Number(row.qte_max_panier ?? 0),
        });
        needs.push({
          productId: row.product_id,
          quantity: Number(row.quantite),
          baseServings: recipe.base,
          servings: recipe.servings,
        });
      }
    }
    const lignes = recipeCartLines(needs, rules).map((l) => ({
      ...l,
      designation: names.get(l.produit_id) ?? '',
    }));
    return { lignes, indisponibles: [...missing] };
  }

  async cartLines(id: number, shopper: RecipeShopper, storeId: number, servings: number) {
    await this.#checkStore(storeId);
    const row = await this.#visible(id, shopper);
    checkServings(row, servings);
    return this.#cartLines([{ id: row.id, base: row.personnes, servings }], storeId);
  }

  async favourites(client: Client): Promise<RecipeSummary[]> {
    const rows = await repo.findFavouriteRecipes(this.db, { clientId: client.id, isPro: client.isPro });
    return rows.map((r) => summary(r, client.id));
  }

  async addFavourite(client: Client, recipeId: number, now: Date): Promise<void> {
    await this.#visible(recipeId, client);
    await repo.addFavourite(this.db, client.id, recipeId, now.toISOString());
  }

  removeFavourite(clientId: number, recipeId: number): Promise<void> {
    return repo.removeFavourite(this.db, clientId, recipeId);
  }

  async personal(clientId: number): Promise<RecipeSummary[]> {
    return (await repo.findPersonalRecipes(this.db, clientId)).map((r) => summary(r, clientId));
  }

  /** The recipe to write and its ingredients, each matched to a product by a search. */
  async #write(clientId: number, body: PersonalRecipeBody) {
    const recipe = {
      clientId,
      slug: slugify(body.titre) || 'recette',
      titre: body.titre,
      description: body.description,
      categorie: body.categorie,
      difficulte: body.difficulte,
      tempsPreparation: body.temps_preparation,
      tempsCuisson: body.temps_cuisson,
      personnes: body.personnes,
      etapes: body.etapes,
      searchText: recipeSearchText(body.titre, body.description),
    };
    const ingredients: repo.IngredientWrite[] = [];
    for (const i of body.ingredients)
      ingredients.push({
        libelle: i.libelle,
        produitRecherche: i.produit_recherche,
        quantite: i.quantite,
        productId: await repo.matchProduct(this.db, this.index, i.produit_recherche),
      });
    return { recipe, ingredients };
  }

  /**
   * A new personal recipe within the cap. The count that decides is taken in the insert's transaction
   * with the client held (`repo.lockClient`): parallel creates of one client pass one at a time. The
   * count before the product matching only spares that work to a client already at the cap.
   */
  async createPersonal(clientId: number, body: PersonalRecipeBody, now: Date): Promise<Recipe> {
    if ((await repo.countPersonalRecipes(this.db, clientId)) >= PERSONAL_RECIPES_MAX) throw personalFull();
    const { recipe, ingredients } = await this.#write(clientId, body);
    const id = await this.db.transaction().execute(async (trx) => {
      await repo.lockClient(trx, clientId);
      if ((await repo.countPersonalRecipes(trx, clientId)) >= PERSONAL_RECIPES_MAX) throw personalFull();
      return repo.insertRecipe(trx, recipe, ingredients, now.toISOString());
    });
    return this.get(id, { id: clientId, isPro: false }, null);
  }

  async updatePersonal(clientId: number, id: number, body: PersonalRecipeBody, now: Date): Promise<Recipe> {
    const { recipe, ingredients } = await this.#write(clientId, body);
    const updated = await this.db
      .transaction()
      .execute((trx) => repo.updatePersonalRecipe(trx, id, recipe, ingredients, now.toISOString()));
    if (!updated) throw unknownRecipe();
    return this.get(id, { id: clientId, isPro: false }, null);
  }

  async removePersonal(clientId: number, id: number): Promise<void> {
    if (!(await repo.deletePersonalRecipe(this.db, clientId, id))) throw unknownRecipe();
  }

  /** The week's meals, those of the recipes the client may see (none of a pro recipe for a consumer). */
  async meals(client: Client): Promise<Meal[]> {
    const clientId = client.id;
    const entries = await repo.findMeals(this.db, clientId);
    const recipes = await repo.findRecipesByIds(
      this.db,
      [...new Set(entries.map((e) => e.recipe_id))],
      readerOf(client),
    );
    const byId = new Map(recipes.map((r) => [r.id, r]));
    return entries.flatMap((e) => {
      const recipe = byId.get(e.recipe_id);
      return recipe
        ? [
            {
              id: e.id,
              jour: MEAL_DAYS[e.jour] ?? 'lundi',
              personnes: e.personnes,
              recette: summary(recipe, clientId),
            },
          ]
        : [];
    });
  }

  async addMeal(client: Client, body: MealBody, now: Date): Promise<Meal> {
    const clientId = client.id;
    const recipe = await this.#visible(body.recette_id, client);
    checkServings(recipe, body.personnes);
    // The cap counted with the client held, as for the personal recipes.
    const id = await this.db.transaction().execute(async (trx) => {
      await repo.lockClient(trx, clientId);
      if ((await repo.countMeals(trx, clientId)) >= MEALS_MAX)
        throw new DomainError(API_ERROR_CODES.mealsFull, recipeMessages.mealsFull);
      return repo.insertMeal(
        trx,
        { clientId, jour: MEAL_DAYS.indexOf(body.jour), recipeId: recipe.id, personnes: body.personnes },
        now.toISOString(),
      );
    });
    return { id, jour: body.jour, personnes: body.personnes, recette: summary(recipe, clientId) };
  }

  async removeMeal(clientId: number, id: number): Promise<void> {
    if (!(await repo.deleteMeal(this.db, clientId, id)))
      throw new DomainError(API_ERROR_CODES.mealUnknown, recipeMessages.mealUnknown);
  }

  /** The whole week in one list of cart lines, quantities summed per product. */
  async mealsCartLines(client: Client, storeId: number): Promise<RecipeCartLines> {
    await this.#checkStore(storeId);
    const meals = await this.meals(client);
    if (!meals.length) throw new DomainError(API_ERROR_CODES.mealsEmpty, recipeMessages.mealsEmpty);
    return this.#cartLines(
      meals.map((m) => ({ id: m.recette.id, base: m.recette.personnes, servings: m.personnes })),
      storeId,
    );
  }
}
