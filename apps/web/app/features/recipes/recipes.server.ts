/**
 * `/recettes` (the shop's recipes: search, category, time, difficulty) and a recipe's page with its
 * ingredients matched to the current store's products, the servings stepper and the forms that add
 * the ingredients to the cart, keep the recipe as a favourite or put it in the week of meals.
 */
import {
  API_ERROR_CODES,
  endpoints,
  MEAL_DAYS,
  mealBody,
  messages,
  RECIPE_SERVINGS_MIN,
  type RecipeCartLines,
  type RecipeListQuery,
  type RecipeSummary,
  recipeListQuery,
  recipeServingsMax,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { isSameOriginRequest } from '../../lib/origin.ts';
import { readSession } from '../../lib/session.server.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { loginHref } from '../auth/index.ts';
import { shopperApi } from '../cart/index.server.ts';
import { chooserHref } from '../stores/index.ts';
import { addLinesToCart, type RecipeCartResult } from './recipe-cart.server.ts';
import { MEALS_PATH, recipeHref } from './recipe-links.ts';
import { recipeCalls, type ShopRecipe } from './recipes-api.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface RecipeListData {
  recipes: RecipeSummary[];
  total: number;
  page: number;
  pages: number;
  /** The filters as asked (invalid ones dropped). */
  filters: Partial<Record<'q' | 'categorie' | 'difficulte' | 'temps_max' | 'pro', string>>;
  loggedIn: boolean;
  /** A professional buyer: his pro recipes come first and the « Recettes pro » filter is his. */
  isPro: boolean;
}

function listQueryOf(url: URL): RecipeListQuery {
  const raw = Object.fromEntries(
    ['q', 'categorie', 'difficulte', 'temps_max', 'pro', 'page']
      .map((k) => [k, url.searchParams.get(k)?.trim() ?? ''] as const)
      .filter(([, v]) => v !== ''),
  );
  // A filter the list does not know is dropped rather than refused: the page still answers.
  const parsed = recipeListQuery.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return recipeListQuery.parse(Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k))));
}

export async function recipeListLoader(request: Request, context: Context): Promise<RecipeListData> {
  const isPro = (await readSession(request))?.isPro ?? false;
  const { pro, ...rest } = listQueryOf(new URL(request.url));
  // « Recettes pro » is a professional buyer's filter: anyone else gets the list without it.
  const query: RecipeListQuery = isPro && pro ? { ...rest, pro } : rest;
  const api = await shopperApi(request, context);
  const answer = await api.call(endpoints.recipes.list, { query });
  const filters: RecipeListData['filters'] = {};
  if (query.q) filters.q = query.q;
  if (query.categorie) filters.categorie = query.categorie;
  if (query.difficulte) filters.difficulte = query.difficulte;
  if (query.temps_max) filters.temps_max = String(query.temps_max);
  if (query.pro) filters.pro = query.pro;
  return { recipes: answer.data, ...answer.meta, filters, loggedIn: api.loggedIn, isPro };
}

export interface RecipePageData {
  recipe: ShopRecipe;
  servings: number;
  /** The cart lines for these servings in the current store (null in national mode). */
  lines: RecipeCartLines | null;
  loggedIn: boolean;
  national: boolean;
  notice: string | null;
}

export type RecipeActionData =
  | { intent: 'panier'; result: RecipeCartResult; servings: number }
  /** The meal refused: what was chosen and each field's message, or the whole form's. */
  | { intent: 'repas'; result: FormResult }
  | { intent: 'autre'; error: string };

const idOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: 'Recette introuvable' }, { status: 404 });
  return id;
};

/** The servings asked, within the recipe's bounds (a pro recipe's portions, else people). */
const servingsOf = (value: string | null, recipe: { personnes: number; pro: boolean }) => {
  const n = Number(value);
  const wanted = !value || !Number.isInteger(n) ? recipe.personnes : n;
  return Math.min(recipeServingsMax(recipe), Math.max(RECIPE_SERVINGS_MIN, wanted));
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

const NOTICES: Record<string, string> = {
  favori: 'La recette a été ajoutée à vos recettes favorites.',
  'favori-retire': 'La recette a été retirée de vos recettes favorites.',
};

export async function recipeLoader(
  request: Request,
  context: Context,
  params: { id?: string; slug?: string },
): Promise<RecipePageData> {
  const id = idOf(params);
  const url = new URL(request.url);
  const shop = context.get(shopContext);
  const api = await shopperApi(request, context);
  const store = shop.storeId ?? undefined;
  const recipe = await recipeCalls.get(api, { params: { id }, query: { magasin_id: store } }).catch(notFound);
  const canonical = recipeHref(recipe);
  if (params.slug !== recipe.slug) throw redirect(`${canonical}${url.search}`, 301);
  const servings = servingsOf(url.searchParams.get('personnes'), recipe);
  const lines =
    store === undefined
      ? null
      : (
          await api.call(endpoints.recipes.cartLines, {
            params: { id },
            query: { magasin_id: store, personnes: servings },
          })
        ).data;
  return {
    recipe,
    servings,
    lines,
    loggedIn: api.loggedIn,
    national: store === undefined,
    notice: NOTICES[url.searchParams.get('info') ?? ''] ?? null,
  };
}

const INTENTS = ['panier', 'favori', 'retirer-favori', 'repas'] as const;

export async function recipeAction(
  request: Request,
  context: Context,
  params: { id?: string; slug?: string },
) {
  if (!isSameOriginRequest(request)) throw data({ message: messages.generic }, { status: 403 });
  const id = idOf(params);
  const url = new URL(request.url);
  const page = `${url.pathname}${url.search}`;
  const form = await request.formData();
  const intent = INTENTS.find((i) => i === form.get('intent'));
  if (!intent) return data<RecipeActionData>({ intent: 'autre', error: messages.generic }, { status: 400 });
  const shop = context.get(shopContext);
  const api = await shopperApi(request, context);

  if (intent === 'panier') {
    if (shop.storeId === null) return redirect(chooserHref(page), 303);
    const store = shop.storeId;
    const recipe = (
      await api.call(endpoints.recipes.get, { params: { id }, query: { magasin_id: store } }).catch(notFound)
    ).data;
    const servings = servingsOf(String(form.get('personnes') ?? ''), recipe);
    const lines = (
      await api.call(endpoints.recipes.cartLines, {
        params: { id },
        query: { magasin_id: store, personnes: servings },
      })
    ).data;
    const result = await addLinesToCart(api, store, lines);
    return data<RecipeActionData>({ intent, result, servings });
  }

  if (!api.loggedIn) return redirect(loginHref(page), 303);
  if (intent === 'favori' || intent === 'retirer-favori') {
    const endpoint = intent === 'favori' ? endpoints.recipes.addFavourite : endpoints.recipes.removeFavourite;
    await api.call(endpoint, { params: { id } }).catch(notFound);
    url.searchParams.set('info', intent === 'favori' ? 'favori' : 'favori-retire');
    return redirect(`${url.pathname}?${url.searchParams}`, 303);
  }

  form.set('recette_id', String(id));
  const parsed = parseForm(form, mealBody);
  if (!parsed.ok) return data<RecipeActionData>({ intent, result: parsed.reply() }, { status: 422 });
  try {
    await api.call(endpoints.recipes.addMeal, { body: parsed.value });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    if (error.code === API_ERROR_CODES.recipeUnknown) notFound(error);
    const result = parsed.reply({ formError: error.message });
    return data<RecipeActionData>({ intent, result }, { status: error.status });
  }
  return redirect(`${MEALS_PATH}?ajout=${MEAL_DAYS.indexOf(parsed.value.jour)}`, 303);
}
