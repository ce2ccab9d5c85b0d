/**
 * The logged-in shopper's recipe pages (under the account-area guard): `/recettes-favorites`,
 * `/mes-recettes-personnelles` (list, write, change, delete) and `/mes-repas` (the week of meals and
 * its one cart). Plain POST forms answered by a redirect, or the form again with its errors.
 */
import {
  API_ERROR_CODES,
  endpoints,
  MEAL_DAYS,
  type Meal,
  mealBody,
  messages,
  type Recipe,
  type RecipeSummary,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { isSameOriginRequest } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { shopperApi } from '../cart/index.server.ts';
import { chooserHref } from '../stores/index.ts';
import { compactRows, formFieldName, moreRowsForm, personalRecipeForm } from './personal-form.server.ts';
import { EMPTY_VALUES, type PersonalFormValues, valuesOfRecipe } from './personal-form.ts';
import { addLinesToCart, type RecipeCartResult } from './recipe-cart.server.ts';
import { FAVOURITES_PATH, MEALS_PATH, PERSONAL_PATH } from './recipe-links.ts';

type Context = Readonly<RouterContextProvider>;
const CHOICE_PAGES_MAX = 10;

function checkOrigin(request: Request) {
  if (!isSameOriginRequest(request)) throw data({ message: messages.generic }, { status: 403 });
}

const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** A recipe, a meal or a store that does not exist: the 404 page. */
function notFound(error: unknown): never {
  if (
    isApiError(error) &&
    error.hasCode(API_ERROR_CODES.recipeUnknown, API_ERROR_CODES.mealUnknown, API_ERROR_CODES.storeNotFound)
  )
    throw data({ message: error.message }, { status: 404 });
  throw error;
}

const noticeOf = (request: Request, notices: Record<string, string>) =>
  notices[new URL(request.url).searchParams.get('info') ?? ''] ?? null;

// Favourites

export interface FavouritesData {
  recipes: RecipeSummary[];
  notice: string | null;
}

export async function favouritesLoader(request: Request, context: Context): Promise<FavouritesData> {
  const api = await shopperApi(request, context);
  const answer = await api.call(endpoints.recipes.favourites);
  return {
    recipes: answer.data,
    notice: noticeOf(request, { retiree: 'La recette a été retirée de vos favorites.' }),
  };
}

export async function favouritesAction(request: Request, context: Context) {
  checkOrigin(request);
  const form = await request.formData();
  const id = idOf(form.get('recette_id'));
  if (id === null) return data({ error: messages.generic }, { status: 400 });
  const api = await shopperApi(request, context);
  await api.call(endpoints.recipes.removeFavourite, { params: { id } });
  return redirect(`${FAVOURITES_PATH}?info=retiree`, 303);
}

// Personal recipes

export interface PersonalListData {
  recipes: RecipeSummary[];
  notice: string | null;
}

const PERSONAL_NOTICES: Record<string, string> = {
  enregistree: 'Votre recette a bien été enregistrée.',
  supprimee: 'Votre recette a bien été supprimée.',
};

export async function personalListLoader(request: Request, context: Context): Promise<PersonalListData> {
  const api = await shopperApi(request, context);
  const answer = await api.call(endpoints.recipes.personal);
  return { recipes: answer.data, notice: noticeOf(request, PERSONAL_NOTICES) };
}

export async function personalListAction(request: Request, context: Context) {
  checkOrigin(request);
  const form = await request.formData();
  const id = idOf(form.get('recette_id'));
  if (id === null) return data({ error: messages.generic }, { status: 400 });
  const api = await shopperApi(request, context);
  await api.call(endpoints.recipes.removePersonal, { params: { id } }).catch(notFound);
  return redirect(`${PERSONAL_PATH}?info=supprimee`, 303);
}

export interface PersonalFormData {
  /** The recipe changed, or null for a new one. */
  id: number | null;
  values: PersonalFormValues;
}

export interface PersonalFormActionData {
  /** The rows kept (blank ones dropped) and each field's message, or the whole form's. */
  result: FormResult;
  /** Rows added by "Ajouter des lignes". */
  extraRows: number;
}

export async function personalFormLoader(
  request: Request,
  context: Context,
  params: { id?: string },
): Promise<PersonalFormData> {
  if (params.id === undefined) return { id: null, values: EMPTY_VALUES };
  const id = idOf(params.id);
  if (id === null) throw data({ message: 'Recette introuvable' }, { status: 404 });
  const api = await shopperApi(request, context);
  const recipe: Recipe = (
    await api.call(endpoints.recipes.get, { params: { id }, query: {} }).catch(notFound)
  ).data;
  if (!recipe.personnelle) throw data({ message: 'Recette introuvable' }, { status: 404 });
  return { id, values: valuesOfRecipe(recipe) };
}

export async function personalFormAction(request: Request, context: Context, params: { id?: string }) {
  checkOrigin(request);
  const form = compactRows(await request.formData());
  const extraRows = Number(form.get('lignes_en_plus')) || 0;
  if (form.get('intent') === 'lignes')
    return data<PersonalFormActionData>({
      result: parseForm(form, moreRowsForm).reply(),
      extraRows: extraRows + 3,
    });
  const parsed = parseForm(form, personalRecipeForm);
  if (!parsed.ok) return data<PersonalFormActionData>({ result: parsed.reply(), extraRows }, { status: 422 });
  const api = await shopperApi(request, context);
  const id = params.id === undefined ? null : idOf(params.id);
  try {
    if (id === null) await api.call(endpoints.recipes.createPersonal, { body: parsed.value });
    else await api.call(endpoints.recipes.updatePersonal, { params: { id }, body: parsed.value });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    if (error.code === API_ERROR_CODES.recipeUnknown) notFound(error);
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors ?? {}).map(([k, v]) => [formFieldName(k), v[0] ?? error.message]),
    );
    const result = parsed.reply({ fieldErrors, formError: error.message });
    return data<PersonalFormActionData>({ result, extraRows }, { status: error.status });
  }
  return redirect(`${PERSONAL_PATH}?info=enregistree`, 303);
}

// The week of meals

export interface MealsData {
  meals: Meal[];
  /** Recipes to choose from: the shopper's own, favourites first, then the shop's. */
  choices: RecipeSummary[];
  national: boolean;
  notice: string | null;
}

export type MealsActionData =
  | { intent: 'panier'; result: RecipeCartResult }
  /** The meal refused: what was chosen and each field's message, or the whole form's. */
  | { intent: 'ajouter'; result: FormResult }
  | { intent: 'autre'; error: string };

export async function mealsLoader(request: Request, context: Context): Promise<MealsData> {
  const api = await shopperApi(request, context);
  const [meals, personal, favourites, first] = await Promise.all([
    api.call(endpoints.recipes.meals),
    api.call(endpoints.recipes.personal),
    api.call(endpoints.recipes.favourites),
    api.call(endpoints.recipes.list, { query: { page: 1 } }),
  ]);
  // The shop's other pages of recipes (a few dozen recipes: a handful of pages at most).
  const others = await Promise.all(
    Array.from({ length: Math.min(first.meta.pages, CHOICE_PAGES_MAX) - 1 }, (_, i) =>
      api.call(endpoints.recipes.list, { query: { page: i + 2 } }),
    ),
  );
  const byId = new Map<number, RecipeSummary>();
  for (const recipe of [
    ...personal.data,
    ...favourites.data,
    first.data,
    ...others.map((o) => o.data),
  ].flat())
    if (!byId.has(recipe.id)) byId.set(recipe.id, recipe);
  const choices = [...byId.values()];
  const added = new URL(request.url).searchParams.get('ajout');
  const day = added === null ? undefined : MEAL_DAYS[Number(added)];
  return {
    meals: meals.data,
    choices,
    national: context.get(shopContext).storeId === null,
    notice:
      noticeOf(request, { retire: 'Le repas a été retiré de votre semaine.' }) ??
      (day ? `La recette a été ajoutée à votre semaine (${day}).` : null),
  };
}

export async function mealsAction(request: Request, context: Context) {
  checkOrigin(request);
  const form = await request.formData();
  const intent = form.get('intent');
  const api = await shopperApi(request, context);
  if (intent === 'retirer') {
    const id = idOf(form.get('repas_id'));
    if (id === null)
      return data<MealsActionData>({ intent: 'autre', error: messages.generic }, { status: 400 });
    await api.call(endpoints.recipes.removeMeal, { params: { id } }).catch(notFound);
    return redirect(`${MEALS_PATH}?info=retire`, 303);
  }
  if (intent === 'ajouter') {
    const parsed = parseForm(form, mealBody);
    if (!parsed.ok) return data<MealsActionData>({ intent, result: parsed.reply() }, { status: 422 });
    try {
      await api.call(endpoints.recipes.addMeal, { body: parsed.value });
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      const result = parsed.reply({ formError: error.message });
      return data<MealsActionData>({ intent, result }, { status: error.status });
    }
    return redirect(`${MEALS_PATH}?ajout=${MEAL_DAYS.indexOf(parsed.value.jour)}`, 303);
  }
  if (intent === 'panier') {
    const store = context.get(shopContext).storeId;
    if (store === null) return redirect(chooserHref(MEALS_PATH), 303);
    try {
      const lines = (await api.call(endpoints.recipes.mealsCartLines, { query: { magasin_id: store } })).data;
      const result = await addLinesToCart(api, store, lines);
      return data<MealsActionData>({ intent, result });
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      return data<MealsActionData>({ intent: 'autre', error: error.message }, { status: error.status });
    }
  }
  return data<MealsActionData>({ intent: 'autre', error: messages.generic }, { status: 400 });
}
