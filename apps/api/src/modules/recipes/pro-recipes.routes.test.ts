import {
  API_ERROR_CODES,
  type Cart,
  RECIPE_PRO_SERVINGS_MAX,
  type RecipeSummary,
  recipeMessages,
} from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { call, cartOf } from '../../../test/helpers/cart.ts';
import { marie, type Shopper, shopperOf } from '../../../test/helpers/checkout.ts';
import { recipeIdBySlug, recipeOf, stockRecipeProducts } from '../../../test/helpers/recipes.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PRO_RECIPES } from './seed/recipes-pro.ts';

/** Pro recipes (decision 120): a professional buyer's only, unknown to visitors and consumers. */

let t: TestApp;
let m: Shopper;
let pro: Shopper;
let pizza: number;
let quiche: number;

beforeAll(async () => {
  t = await createTestApp();
  [m, pro] = await Promise.all([marie(t), shopperOf(t, DEMO_ACCOUNTS.pro)]);
  pizza = await recipeIdBySlug(t, 'pate-a-pizza-pour-40-patons');
  quiche = await recipeIdBySlug(t, 'quiche-lorraine-en-plaque-pour-24-parts');
});
afterAll(() => t?.close());

const list = async (query: string, headers: object = {}) => {
  const res = await call(t, 'GET', `/api/recettes${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: RecipeSummary[]; meta: { total: number; page: number; pages: number } };
};

/** Every recipe of the list, all pages. */
async function everyRecipe(query: string, headers: object = {}) {
  const first = await list(query, headers);
  const rest = [];
  for (let page = 2; page <= first.meta.pages; page++)
    rest.push(...(await list(`${query}${query ? '&' : '?'}page=${page}`, headers)).data);
  return { total: first.meta.total, recipes: [...first.data, ...rest] };
}

const proTitles = PRO_RECIPES.map((r) => r.titre).sort();

describe('pro recipes for a visitor or a consumer', () => {
  it('are in no list, search nor filter, and not counted', async () => {
    for (const headers of [{}, m.headers]) {
      const all = await everyRecipe('', headers);
      expect(all.recipes).toHaveLength(all.total);
      expect(all.recipes.some((r) => r.pro)).toBe(false);
      expect(all.recipes.map((r) => r.id)).not.toContain(pizza);
      expect((await list('?pro=1', headers)).meta.total).toBe(0);
      expect((await list('?q=pizza%2040%20patons', headers)).meta.total).toBe(0);
      expect((await list('?q=quiche', headers)).data.map((r) => r.id)).not.toContain(quiche);
      expect((await list('?categorie=plat', headers)).data.some((r) => r.pro)).toBe(false);
    }
  });

  it('answer as an unknown recipe: page, cart lines, favourite and meal', async () => {
    const calls = [
      ['GET', `/api/recettes/${pizza}`, undefined],
      ['GET', `/api/recettes/${pizza}?magasin_id=${m.shop}`, undefined],
      ['GET', `/api/recettes/${pizza}/lignes-panier?magasin_id=${m.shop}&personnes=4`, undefined],
    ] as const;
    for (const [method, url] of calls) {
      for (const headers of [{}, m.headers]) {
        const res = await call(t, method, url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({
          code: API_ERROR_CODES.recipeUnknown,
          message: recipeMessages.recipeUnknown,
        });
      }
    }
    for (const [method, url, body] of [
      ['PUT', `/api/me/recettes-favorites/${pizza}`, undefined],
      ['POST', '/api/me/repas', { jour: 'lundi', recette_id: pizza, personnes: 4 }],
    ] as const) {
      const res = await call(t, method, url, m.headers, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({
        code: API_ERROR_CODES.recipeUnknown,
        message: recipeMessages.recipeUnknown,
      });
    }
    expect((await call(t, 'GET', '/api/me/recettes-favorites', m.headers)).json().data).toEqual([]);
    expect((await call(t, 'GET', '/api/me/repas', m.headers)).json().data).toEqual([]);
  });

  it('stay hidden when a favourite or a meal of one is already stored (a pro account turned standard)', async () => {
    const { db } = t.database;
    const now = new Date().toISOString();
    await db
      .insertInto('recipe_favourites')
      .values({ client_id: m.clientId, recipe_id: quiche, created_at: now })
      .execute();
    await db
      .insertInto('meal_plan_entries')
      .values({ client_id: m.clientId, jour: 2, recipe_id: quiche, personnes: 24, created_at: now })
      .execute();
    try {
      expect((await call(t, 'GET', '/api/me/recettes-favorites', m.headers)).json().data).toEqual([]);
      expect((await call(t, 'GET', '/api/me/repas', m.headers)).json().data).toEqual([]);
      const lines = await call(t, 'GET', `/api/me/repas/lignes-panier?magasin_id=${m.shop}`, m.headers);
      expect(lines.statusCode).toBe(422);
      expect(lines.json().code).toBe(API_ERROR_CODES.mealsEmpty);
      expect((await list('?q=quiche', m.headers)).data.some((r) => r.favori && r.pro)).toBe(false);
    } finally {
      await db.deleteFrom('recipe_favourites').where('client_id', '=', m.clientId).execute();
      await db.deleteFrom('meal_plan_entries').where('client_id', '=', m.clientId).execute();
    }
  });
});

describe('pro recipes for a professional buyer', () => {
  it('come first in his list, flagged pro, and « Recettes pro » keeps them only', async () => {
    const consumer = await everyRecipe('', m.headers);
    const all = await everyRecipe('', pro.headers);
    expect(all.total).toBe(consumer.total + PRO_RECIPES.length);
    expect(all.recipes.slice(0, PRO_RECIPES.length).map((r) => [r.titre, r.pro])).toEqual(
      proTitles.map((titre) => [titre, true]),
    );
    expect(all.recipes.slice(PRO_RECIPES.length).some((r) => r.pro)).toBe(false);

    const filtered = await list('?pro=1', pro.headers);
    expect(filtered.meta.total).toBe(PRO_RECIPES.length);
    expect(filtered.data.map((r) => r.titre)).toEqual(proTitles);
    expect(filtered.data.every((r) => r.pro)).toBe(true);
    const desserts = await list('?pro=1&categorie=dessert', pro.headers);
    expect(desserts.data.length).toBeGreaterThan(0);
    expect(desserts.data.every((r) => r.pro && r.categorie === 'dessert')).toBe(true);
    expect((await list('?q=pizza%2040%20patons', pro.headers)).data.map((r) => r.id)).toEqual([pizza]);
  });

  it('refuses an unknown value of the filter with a French message', async () => {
    const res = await call(t, 'GET', '/api/recettes?pro=oui', pro.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.pro).toEqual([recipeMessages.proFilterInvalid]);
  });

  it('opens a pro recipe with its professional products, in portions beyond 20', async () => {
    const recipe = await recipeOf(t, pizza, pro.shop, pro.headers);
    expect(recipe).toMatchObject({ titre: 'Pâte à pizza pour 40 pâtons', personnes: 40, pro: true });
    expect(recipe.etapes.length).toBeGreaterThan(3);
    const flour = recipe.ingredients.find((i) => i.libelle.includes('farine'));
    expect(flour?.produit?.designation).toBe('Farine de blé T55');

    await stockRecipeProducts(t, pro.shop, [pizza]);
    const at = (n: number) =>
      call(
        t,
        'GET',
        `/api/recettes/${pizza}/lignes-panier?magasin_id=${pro.shop}&personnes=${n}`,
        pro.headers,
      );
    const forty = await at(40);
    expect(forty.statusCode, forty.body).toBe(200);
    // 6 kg of a 25 kg sack for 40 dough balls, 12 kg for 80: one sack either way.
    const sack = forty
      .json()
      .data.lignes.find((l: { designation: string }) => l.designation === 'Farine de blé T55');
    expect(sack?.quantite).toBe(1);
    const added = await call(t, 'POST', `/api/magasins/${pro.shop}/panier/lignes`, pro.headers, {
      lignes: forty
        .json()
        .data.lignes.map(({ produit_id, quantite }: { produit_id: number; quantite: number }) => ({
          produit_id,
          quantite,
        })),
      type_panier: 'drive',
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart: Cart = await cartOf(t, pro.shop, pro.headers);
    expect(cart.lignes_panier.some((l) => l.produit_id === sack.produit_id)).toBe(true);

    expect((await at(RECIPE_PRO_SERVINGS_MAX)).statusCode).toBe(200);
    const tooMany = await at(RECIPE_PRO_SERVINGS_MAX + 1);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.personnes).toEqual([recipeMessages.servingsInvalid]);
  });

  it('keeps the other recipes within their people', async () => {
    const moules = await recipeIdBySlug(t, 'moules-marinieres');
    const res = await call(
      t,
      'GET',
      `/api/recettes/${moules}/lignes-panier?magasin_id=${pro.shop}&personnes=40`,
      pro.headers,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.personnes).toEqual([recipeMessages.servingsInvalid]);
  });

  it('keeps a pro recipe as a favourite and in the week of meals', async () => {
    expect((await call(t, 'PUT', `/api/me/recettes-favorites/${quiche}`, pro.headers)).statusCode).toBe(204);
    const favourites = (await call(t, 'GET', '/api/me/recettes-favorites', pro.headers)).json().data;
    expect(favourites.map((r: RecipeSummary) => [r.id, r.pro, r.favori])).toEqual([[quiche, true, true]]);

    const meal = await call(t, 'POST', '/api/me/repas', pro.headers, {
      jour: 'mercredi',
      recette_id: quiche,
      personnes: 48,
    });
    expect(meal.statusCode, meal.body).toBe(201);
    expect(meal.json().data.recette).toMatchObject({ id: quiche, pro: true });
    const refused = await call(t, 'POST', '/api/me/repas', pro.headers, {
      jour: 'jeudi',
      recette_id: quiche,
      personnes: RECIPE_PRO_SERVINGS_MAX + 1,
    });
    expect(refused.statusCode).toBe(422);
    const week = (await call(t, 'GET', '/api/me/repas', pro.headers)).json().data;
    expect(week.map((w: { jour: string; personnes: number }) => [w.jour, w.personnes])).toEqual([
      ['mercredi', 48],
    ]);
  });
});
