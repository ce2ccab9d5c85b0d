import { isRecipeVisible, parseSearchQuery } from '@cabas/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/migrations/dialect.ts';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type { SearchIndex } from '../../platform/search/search-index.ts';
import './recipes.schema.ts';
import type { RecipesTable } from './recipes.schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type RecipeRow = Selectable<RecipesTable> & { favori: number };

/** Who reads the recipes: the logged-in client (null for a visitor) and whether a professional buyer. */
export interface RecipeReader {
  clientId: number | null;
  isPro: boolean;
}

export interface RecipeFilters {
  search: string | null;
  categorie?: string;
  difficulte?: string;
  tempsMax?: number;
  /** The pro recipes only (« Recettes pro »). */
  pro?: boolean;
}

const recipeColumns = [
  'r.id',
  'r.client_id',
  'r.slug',
  'r.titre',
  'r.description',
  'r.categorie',
  'r.difficulte',
  'r.temps_preparation',
  'r.temps_cuisson',
  'r.temps_total',
  'r.personnes',
  'r.etapes',
  'r.search_text',
  'r.pro',
  'r.created_at',
  'r.updated_at',
] as const;

/**
 * The recipes this reader may know of (`isRecipeVisible` of @cabas/domain, decision 120): a pro
 * recipe is left out of every read for anyone but a professional buyer, so that it is unknown to them
 * as a recipe that does not exist.
 */
function visibleFlags(reader: RecipeReader): number[] {
  return [0, 1].filter((pro) => isRecipeVisible({ pro: pro === 1 }, reader));
}

/** The recipes this reader may know of, with the client's favourite flag (0 for a visitor). */
function recipesWithFavourite(db: Db, reader: RecipeReader) {
  return db
    .selectFrom('recipes as r')
    .leftJoin('recipe_favourites as f', (join) =>
      join.onRef('f.recipe_id', '=', 'r.id').on('f.client_id', '=', reader.clientId ?? 0),
    )
    .where('r.pro', 'in', visibleFlags(reader))
    .select(recipeColumns)
    .select(sql<number>`CASE WHEN f.client_id IS NULL THEN 0 ELSE 1 END`.as('favori'));
}

/**
 * One page of the shop's recipes (not the personal ones) this reader may know of, and how many
 * match: a pro's pro recipes first (his recipes' home shows them), then by title.
 */
export async function listShopRecipes(
  db: Db,
  filters: RecipeFilters,
  reader: RecipeReader,
  page: { limit: number; offset: number },
): Promise<{ rows: RecipeRow[]; total: number }> {
  let query = db
    .selectFrom('recipes as r')
    .where('r.client_id', 'is', null)
    .where('r.pro', 'in', visibleFlags(reader));
  if (filters.pro) query = query.where('r.pro', '=', 1);
  if (filters.search) {
    for (const word of filters.search.split(' ')) query = query.where('r.search_text', 'like', `%${word}%`);
  }
  if (filters.categorie) query = query.where('r.categorie', '=', filters.categorie);
  if (filters.difficulte) query = query.where('r.difficulte', '=', filters.difficulte);
  if (filters.tempsMax !== undefined) query = query.where('r.temps_total', '<=', filters.tempsMax);
  const ids = query.select('r.id');
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    recipesWithFavourite(db, reader)
      .where('r.id', 'in', ids)
      .orderBy('r.pro', 'desc')
      .orderBy('r.titre')
      .orderBy('r.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A recipe this reader may know of (another client's personal recipe is refused by the service). */
export function findRecipe(db: Db, id: number, reader: RecipeReader): Promise<RecipeRow | undefined> {
  return recipesWithFavourite(db, reader).where('r.id', '=', id).executeTakeFirst();
}

export function findFavouriteRecipes(
  db: Db,
  reader: RecipeReader & { clientId: number },
): Promise<RecipeRow[]> {
  const { clientId } = reader;
  return recipesWithFavourite(db, reader)
    .where('f.client_id', '=', clientId)
    .where((eb) => eb.or([eb('r.client_id', 'is', null), eb('r.client_id', '=', clientId)]))
    .orderBy('f.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export function findPersonalRecipes(db: Db, clientId: number): Promise<RecipeRow[]> {
  // A personal recipe is never a pro recipe: its author reads it whoever he is.
  return recipesWithFavourite(db, { clientId, isPro: false })
    .where('r.client_id', '=', clientId)
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/**
 * Holds the client until the transaction ends, so that the count of a cap and the insert it allows
 * run one client's writes one after the other. PostgreSQL: a lock on the client's row (FOR NO KEY
 * UPDATE, which leaves the key-share locks of other tables' foreign keys free); a count alone passes
 * concurrent creates under read committed. SQLite: the transaction began IMMEDIATE and already holds
 * the database's write lock.
 */
export async function lockClient(trx: Transaction<DB>, clientId: number): Promise<void> {
  if (!isPostgres<DB>(trx)) return;
  await trx.selectFrom('clients').select('id').where('id', '=', clientId).forNoKeyUpdate().execute();
}

export async function countPersonalRecipes(db: Db, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .where('client_id', '=', clientId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ingredients of these recipes with their product, priced for a store when one is given. */
export function findIngredients(db: Db, recipeIds: readonly number[], storeId: number | null) {
  return db
    .selectFrom('recipe_ingredients as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('offers as o', (join) =>
      join.onRef('o.product_id', '=', 'i.product_id').on('o.store_id', '=', storeId ?? 0),
    )
    .where('i.recipe_id', 'in', recipeIds.length ? recipeIds : [0])
    .select([
      'i.id',
      'i.recipe_id',
      'i.libelle',
      'i.produit_recherche',
      'i.quantite',
      'i.product_id',
      'p.designation',
      'p.slug',
      'p.quantity_label',
      'p.qte_pas',
      'p.qte_min_panier',
      'p.qte_max_panier',
      'o.price_cents',
      'o.stock',
      'o.reserved',
    ])
    .orderBy('i.recipe_id')
    .orderBy('i.position')
    .execute();
}
export type IngredientRow = Awaited<ReturnType<typeof findIngredients>>[number];

export interface RecipeWrite {
  clientId: number | null;
  slug: string;
  titre: string;
  description: string;
  categorie: string;
  difficulte: string;
  tempsPreparation: number;
  tempsCuisson: number;
  personnes: number;
  etapes: readonly string[];
  searchText: string;
  /** A pro recipe (the shop's seed only; a personal recipe is never one). */
  pro?: boolean;
}

export interface IngredientWrite {
  libelle: string;
  produitRecherche: string;
  quantite: number;
  productId: number | null;
}

const recipeValues = (recipe: RecipeWrite, now: string) => ({
  slug: recipe.slug,
  titre: recipe.titre,
  description: recipe.description,
  categorie: recipe.categorie,
  difficulte: recipe.difficulte,
  temps_preparation: recipe.tempsPreparation,
  temps_cuisson: recipe.tempsCuisson,
  temps_total: recipe.tempsPreparation + recipe.tempsCuisson,
  personnes: recipe.personnes,
  etapes: JSON.stringify(recipe.etapes),
  search_text: recipe.searchText,
  updated_at: now,
});

async function insertIngredients(trx: Db, recipeId: number, ingredients: readonly IngredientWrite[]) {
  if (!ingredients.length) return;
  await trx
    .insertInto('recipe_ingredients')
    .values(
      ingredients.map((i, position) => ({
        recipe_id: recipeId,
        position,
        libelle: i.libelle,
        produit_recherche: i.produitRecherche,
        quantite: i.quantite,
        product_id: i.productId,
      })),
    )
    .execute();
}

export async function insertRecipe(
  trx: Db,
  recipe: RecipeWrite,
  ingredients: readonly IngredientWrite[],
  now: string,
): Promise<number> {
  const { id } = await trx
    .insertInto('recipes')
    .values({
      ...recipeValues(recipe, now),
      client_id: recipe.clientId,
      pro: recipe.pro ? 1 : 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertIngredients(trx, id, ingredients);
  return id;
}

/** Rewrites a client's recipe and its ingredients; false when it is not theirs. */
export async function updatePersonalRecipe(
  trx: Db,
  id: number,
  recipe: RecipeWrite & { clientId: number },
  ingredients: readonly IngredientWrite[],
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('recipes')
    .set(recipeValues(recipe, now))
    .where('id', '=', id)
    .where('client_id', '=', recipe.clientId)
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) return false;
  await trx.deleteFrom('recipe_ingredients').where('recipe_id', '=', id).execute();
  await insertIngredients(trx, id, ingredients);
  return true;
}

export async function deletePersonalRecipe(db: Db, clientId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('recipes')
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function addFavourite(db: Db, clientId: number, recipeId: number, now: string) {
  await db
    .insertInto('recipe_favourites')
    .values({ client_id: clientId, recipe_id: recipeId, created_at: now })
    .onConflict((oc) => oc.columns(['client_id', 'recipe_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Db, clientId: number, recipeId: number) {
  await db
    .deleteFrom('recipe_favourites')
    .where('client_id', '=', clientId)
    .where('recipe_id', '=', recipeId)
    .execute();
}

export async function countMeals(db: Db, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('meal_plan_entries')
    .where('client_id', '=', clientId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findMeals(db: Db, clientId: number) {
  return db
    .selectFrom('meal_plan_entries as m')
    .where('m.client_id', '=', clientId)
    .select(['m.id', 'm.jour', 'm.personnes', 'm.recipe_id'])
    .orderBy('m.jour')
    .orderBy('m.id')
    .execute();
}

/** These recipes, those the reader may know of only (a meal of a pro recipe is then left out). */
export function findRecipesByIds(db: Db, ids: readonly number[], reader: RecipeReader): Promise<RecipeRow[]> {
  return recipesWithFavourite(db, reader)
    .where('r.id', 'in', ids.length ? ids : [0])
    .execute();
}

export async function insertMeal(
  db: Db,
  meal: { clientId: number; jour: number; recipeId: number; personnes: number },
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto('meal_plan_entries')
    .values({
      client_id: meal.clientId,
      jour: meal.jour,
      recipe_id: meal.recipeId,
      personnes: meal.personnes,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteMeal(db: Db, clientId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('meal_plan_entries')
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function storeExists(db: Db, storeId: number): Promise<boolean> {
  return (
    (await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst()) !== undefined
  );
}

/**
 * The product an ingredient's query names: a product of exactly that designation, else the best
 * full-text match, among the products any drive customer may buy (no caterer-only product, and no
 * pro-only product but for a pro recipe's, which only pros read); null when nothing matches.
 */
export async function matchProduct(
  db: Db,
  index: SearchIndex,
  query: string,
  options: { forPro?: boolean } = {},
): Promise<number | null> {
  const { tokens } = parseSearchQuery(query);
  if (!tokens.length) return null;
  const { from, where, score } = index.match(tokens);
  const buyers = options.forPro ? sql`1 = 1` : sql`p.corapro = 0`;
  const { rows } = await sql<{ id: number }>`SELECT p.id AS id FROM ${from} WHERE ${where}
    AND ${buyers} AND p.types_panier LIKE ${'%"drive"%'}
    ORDER BY CASE WHEN p.designation = ${query.trim()} THEN 0 ELSE 1 END, ${score} DESC, p.id LIMIT 1`.execute(
    db,
  );
  return rows[0] ? Number(rows[0].id) : null;
}
