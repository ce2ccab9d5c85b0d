import {
  API_ERROR_CODES,
  type Cart,
  messages,
  type RecipeCartLines,
  type RecipeSummary,
  recipeMessages,
} from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cartOf } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import {
  personalRecipe,
  recipeIdBySlug,
  recipeOf,
  stockRecipeProducts,
} from '../../../test/helpers/recipes.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { eraseClient } from '../profile/account-erasure.repository.ts';

let t: TestApp;
let m: Shopper;
let j: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  [m, j] = await Promise.all([marie(t), julien(t)]);
});
afterAll(() => t?.close());

const list = async (query: string, headers: object = {}) => {
  const res = await call(t, 'GET', `/api/recettes${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: RecipeSummary[]; meta: { total: number; page: number; pages: number } };
};

describe('the shop recipes', () => {
  it('lists at least 40 recipes to anyone, by title, with pages', async () => {
    const all = await list('');
    expect(all.meta.total).toBeGreaterThanOrEqual(40);
    expect(all.data.length).toBe(24);
    const titles = all.data.map((r) => r.titre);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await list('?page=2');
    expect(second.data.length).toBe(all.meta.total - 24);
  });

  it('filters by category, difficulty and total time, and searches without accents', async () => {
    const desserts = await list('?categorie=dessert');
    expect(desserts.data.length).toBeGreaterThan(3);
    expect(desserts.data.every((r) => r.categorie === 'dessert')).toBe(true);
    const quick = await list('?temps_max=30&difficulte=facile');
    expect(quick.data.length).toBeGreaterThan(0);
    expect(
      quick.data.every((r) => r.temps_preparation + r.temps_cuisson <= 30 && r.difficulte === 'facile'),
    ).toBe(true);
    expect((await list('?q=creme%20brulee')).data.map((r) => r.titre)).toEqual(['Crème brûlée à la vanille']);
    expect((await list('?q=introuvable%20xyz')).meta.total).toBe(0);
  });

  it('refuses a bad filter with a French message', async () => {
    for (const query of ['?categorie=goûter', '?temps_max=45', '?difficulte=extreme']) {
      const res = await call(t, 'GET', `/api/recettes${query}`, {});
      expect(res.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query).toBeLessThan(500);
      expect(Object.values(res.json().errors ?? {}).flat().length, query).toBeGreaterThan(0);
    }
  });

  it('shows a recipe with its steps and its ingredients matched to the store products', async () => {
    const id = await recipeIdBySlug(t, 'moules-marinieres');
    const recipe = await recipeOf(t, id, m.shop);
    expect(recipe).toMatchObject({
      titre: 'Moules marinières',
      personnes: 4,
      personnelle: false,
      favori: false,
    });
    expect(recipe.etapes.length).toBeGreaterThan(2);
    const moules = recipe.ingredients.find((i) => i.libelle.includes('moules'));
    expect(moules?.produit?.designation).toBe('Moules de bouchot');
    const national = await call(t, 'GET', `/api/recettes/${id}`, {});
    expect(national.json().data.ingredients.every((i: { produit: unknown }) => i.produit === null)).toBe(
      true,
    );
  });

  it('answers 404 for an unknown recipe or store', async () => {
    const unknown = await call(t, 'GET', `/api/recettes/999999?magasin_id=${m.shop}`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: API_ERROR_CODES.recipeUnknown,
      message: recipeMessages.recipeUnknown,
    });
    const id = await recipeIdBySlug(t, 'moules-marinieres');
    const store = await call(t, 'GET', `/api/recettes/${id}?magasin_id=987654`, {});
    expect(store.statusCode).toBe(404);
    expect(store.json().code).toBe(API_ERROR_CODES.storeNotFound);
  });
});

describe('adding a recipe to the cart', () => {
  it('scales the quantities to the servings and names what the store cannot sell', async () => {
    const id = await recipeIdBySlug(t, 'moules-marinieres');
    await stockRecipeProducts(t, m.shop, [id]);
    const res = await call(
      t,
      'GET',
      `/api/recettes/${id}/lignes-panier?magasin_id=${m.shop}&personnes=6`,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().data as RecipeCartLines;
    const recipe = await recipeOf(t, id, m.shop);
    const productOf = (text: string) => recipe.ingredients.find((i) => i.libelle.includes(text))?.produit?.id;
    // 2 kg of mussels for 4 is 3 kg for 6; one bunch of parsley for 4 is 1.5, so 2 bunches.
    expect(lines.lignes).toContainEqual({
      produit_id: productOf('moules'),
      quantite: 3,
      designation: 'Moules de bouchot',
    });
    expect(lines.lignes).toContainEqual({
      produit_id: productOf('persil'),
      quantite: 2,
      designation: 'Persil plat',
    });
    const unmatched = recipe.ingredients.filter((i) => i.produit === null).map((i) => i.libelle);
    expect(lines.indisponibles).toEqual(unmatched);

    const added = await call(t, 'POST', `/api/magasins/${m.shop}/panier/lignes`, m.headers, {
      lignes: lines.lignes.map(({ produit_id, quantite }) => ({ produit_id, quantite })),
      type_panier: 'drive',
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart: Cart = await cartOf(t, m.shop, m.headers);
    expect(cart.lignes_panier.find((l) => l.produit_id === productOf('moules'))?.quantite).toBe(3);
  });

  it('refuses servings out of range', async () => {
    const id = await recipeIdBySlug(t, 'moules-marinieres');
    for (const n of [0, 21, 2.5]) {
      const res = await call(
        t,
        'GET',
        `/api/recettes/${id}/lignes-panier?magasin_id=${m.shop}&personnes=${n}`,
        {},
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.personnes).toEqual([recipeMessages.servingsInvalid]);
    }
  });
});

describe('favourite recipes', () => {
  it('need a logged-in client', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/recettes-favorites'],
      ['PUT', '/api/me/recettes-favorites/1'],
      ['GET', '/api/me/recettes-personnelles'],
      ['GET', '/api/me/repas'],
    ] as const) {
      const res = await call(t, method, url, {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe(messages.mustLogin);
    }
  });

  it('are added once, shown as favourites to their client only, and removed', async () => {
    const id = await recipeIdBySlug(t, 'gratin-dauphinois');
    for (let i = 0; i < 2; i++)
      expect((await call(t, 'PUT', `/api/me/recettes-favorites/${id}`, m.headers)).statusCode).toBe(204);
    const favourites = (await call(t, 'GET', '/api/me/recettes-favorites', m.headers)).json().data;
    expect(favourites.map((r: RecipeSummary) => [r.id, r.favori])).toEqual([[id, true]]);
    expect((await list('?q=gratin%20dauphinois', m.headers)).data[0]?.favori).toBe(true);
    expect((await list('?q=gratin%20dauphinois', j.headers)).data[0]?.favori).toBe(false);
    expect((await call(t, 'GET', '/api/me/recettes-favorites', j.headers)).json().data).toEqual([]);
    expect((await call(t, 'DELETE', `/api/me/recettes-favorites/${id}`, m.headers)).statusCode).toBe(204);
    expect((await call(t, 'GET', '/api/me/recettes-favorites', m.headers)).json().data).toEqual([]);
    const unknown = await call(t, 'PUT', '/api/me/recettes-favorites/999999', m.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(API_ERROR_CODES.recipeUnknown);
  });
});

describe('personal recipes', () => {
  it('are written, listed, read, changed and deleted by their author only', async () => {
    const created = await call(t, 'POST', '/api/me/recettes-personnelles', m.headers, personalRecipe());
    expect(created.statusCode, created.body).toBe(201);
    const recipe = created.json().data;
    expect(recipe).toMatchObject({ titre: 'Soupe de carottes de Mamie', personnelle: true, personnes: 4 });
    expect(recipe.etapes).toHaveLength(2);
    const mine = (await call(t, 'GET', '/api/me/recettes-personnelles', m.headers)).json().data;
    expect(mine.map((r: RecipeSummary) => r.id)).toEqual([recipe.id]);
    // Matched by search for the store's products; hidden from the shop's list.
    const shown = await recipeOf(t, recipe.id, m.shop, m.headers);
    expect(shown.ingredients[0]?.produit?.designation).toBe('Carottes');
    expect((await list('?q=mamie')).meta.total).toBe(0);

    // Another client, or a visitor, finds nothing there.
    for (const [method, url, body] of [
      ['GET', `/api/recettes/${recipe.id}?magasin_id=${m.shop}`, undefined],
      ['GET', `/api/recettes/${recipe.id}/lignes-panier?magasin_id=${m.shop}&personnes=2`, undefined],
      ['PUT', `/api/me/recettes-personnelles/${recipe.id}`, personalRecipe({ titre: 'Volée' })],
      ['DELETE', `/api/me/recettes-personnelles/${recipe.id}`, undefined],
      ['PUT', `/api/me/recettes-favorites/${recipe.id}`, undefined],
      ['POST', '/api/me/repas', { jour: 'lundi', recette_id: recipe.id, personnes: 2 }],
    ] as const) {
      const res = await call(t, method, url, j.headers, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(API_ERROR_CODES.recipeUnknown);
    }
    expect((await call(t, 'GET', `/api/recettes/${recipe.id}?magasin_id=${m.shop}`, {})).statusCode).toBe(
      404,
    );
    expect((await call(t, 'GET', '/api/me/recettes-personnelles', j.headers)).json().data).toEqual([]);

    const updated = await call(
      t,
      'PUT',
      `/api/me/recettes-personnelles/${recipe.id}`,
      m.headers,
      personalRecipe({ titre: 'Soupe de carottes au cumin', personnes: 6 }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: recipe.id,
      titre: 'Soupe de carottes au cumin',
      personnes: 6,
    });

    expect(
      (await call(t, 'DELETE', `/api/me/recettes-personnelles/${recipe.id}`, m.headers)).statusCode,
    ).toBe(204);
    expect(
      (await call(t, 'DELETE', `/api/me/recettes-personnelles/${recipe.id}`, m.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses an incomplete recipe with French messages, writing nothing', async () => {
    const res = await call(
      t,
      'POST',
      '/api/me/recettes-personnelles',
      m.headers,
      personalRecipe({ titre: '  ', ingredients: [], etapes: [''], personnes: 0 }),
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.titre).toEqual([recipeMessages.titleRequired]);
    expect(errors.ingredients).toEqual([recipeMessages.ingredientsRequired]);
    expect(errors['etapes.0']).toEqual([recipeMessages.stepRequired]);
    expect(errors.personnes).toEqual([recipeMessages.servingsInvalid]);
    expect((await call(t, 'GET', '/api/me/recettes-personnelles', m.headers)).json().data).toEqual([]);
  });
});

describe('the week of meals', () => {
  it('refuses an empty week for the cart', async () => {
    const res = await call(t, 'GET', `/api/me/repas/lignes-panier?magasin_id=${j.shop}`, j.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.mealsEmpty,
      message: recipeMessages.mealsEmpty,
    });
  });

  it('keeps meals per day and turns the week into cart lines summed per product', async () => {
    const moules = await recipeIdBySlug(t, 'moules-marinieres');
    await stockRecipeProducts(t, m.shop, [moules]);
    const add = (body: object) => call(t, 'POST', '/api/me/repas', m.headers, body);
    const first = await add({ jour: 'mardi', recette_id: moules, personnes: 2 });
    expect(first.statusCode, first.body).toBe(201);
    expect((await add({ jour: 'samedi', recette_id: moules, personnes: 4 })).statusCode).toBe(201);
    const week = (await call(t, 'GET', '/api/me/repas', m.headers)).json().data;
    expect(week.map((meal: { jour: string; personnes: number }) => [meal.jour, meal.personnes])).toEqual([
      ['mardi', 2],
      ['samedi', 4],
    ]);
    const res = await call(t, 'GET', `/api/me/repas/lignes-panier?magasin_id=${m.shop}`, m.headers);
    expect(res.statusCode, res.body).toBe(200);
    const recipe = await recipeOf(t, moules, m.shop);
    const musselsId = recipe.ingredients.find((i) => i.libelle.includes('moules'))?.produit?.id;
    // 1 kg for 2 plus 2 kg for 4: one line of 3 kg.
    expect(res.json().data.lignes.filter((l: { produit_id: number }) => l.produit_id === musselsId)).toEqual([
      { produit_id: musselsId, quantite: 3, designation: 'Moules de bouchot' },
    ]);

    const other = await call(t, 'DELETE', `/api/me/repas/${first.json().data.id}`, j.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(API_ERROR_CODES.mealUnknown);
    expect((await call(t, 'DELETE', `/api/me/repas/${first.json().data.id}`, m.headers)).statusCode).toBe(
      204,
    );
    expect((await call(t, 'GET', '/api/me/repas', m.headers)).json().data).toHaveLength(1);
  });

  it('refuses a bad day or servings', async () => {
    const id = await recipeIdBySlug(t, 'moules-marinieres');
    const res = await call(t, 'POST', '/api/me/repas', m.headers, {
      jour: 'funday',
      recette_id: id,
      personnes: 250,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      jour: [recipeMessages.dayInvalid],
      personnes: [recipeMessages.servingsInvalid],
    });
    // Within a pro recipe's portions but above this recipe's people: refused once the recipe is read.
    const above = await call(t, 'POST', '/api/me/repas', m.headers, {
      jour: 'lundi',
      recette_id: id,
      personnes: 50,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors).toEqual({ personnes: [recipeMessages.servingsInvalid] });
    const week = (await call(t, 'GET', '/api/me/repas', m.headers)).json().data;
    expect(week.some((meal: { personnes: number }) => meal.personnes === 50)).toBe(false);
  });
});

// Last in the file: Julien's account is erased.
describe("a client's recipes under the GDPR", () => {
  it('are in their data download only, and erased with their account', async () => {
    const gratin = await recipeIdBySlug(t, 'gratin-dauphinois');
    const own = await call(
      t,
      'POST',
      '/api/me/recettes-personnelles',
      j.headers,
      personalRecipe({ titre: 'Soupe de Julien' }),
    );
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json().data.id as number;
    expect((await call(t, 'PUT', `/api/me/recettes-favorites/${gratin}`, j.headers)).statusCode).toBe(204);
    const meal = await call(t, 'POST', '/api/me/repas', j.headers, {
      jour: 'jeudi',
      recette_id: gratin,
      personnes: 3,
    });
    expect(meal.statusCode, meal.body).toBe(201);

    const mine = (await call(t, 'GET', '/api/me/export', j.headers)).json();
    expect(mine.recettes_personnelles).toMatchObject([
      {
        id: ownId,
        titre: 'Soupe de Julien',
        etapes: personalRecipe().etapes,
        ingredients: [{ libelle: '1 kg de carottes', quantite: 1 }, { libelle: '1 oignon' }],
      },
    ]);
    expect(mine.recettes_favorites).toMatchObject([{ recette_id: gratin, titre: 'Gratin dauphinois' }]);
    expect(mine.repas).toMatchObject([{ recette_id: gratin, personnes: 3 }]);
    const theirs = (await call(t, 'GET', '/api/me/export', m.headers)).json();
    expect(theirs.recettes_personnelles.map((r: { id: number }) => r.id)).not.toContain(ownId);
    expect(theirs.recettes_favorites.map((r: { recette_id: number }) => r.recette_id)).not.toContain(gratin);

    // The account's erasure itself (Julien has an order under way, which the deletion call waits for).
    const { db } = t.database;
    await db.transaction().execute((trx) => eraseClient(trx, j.clientId, new Date().toISOString()));
    for (const table of ['recipes', 'recipe_favourites', 'meal_plan_entries'] as const)
      expect(
        await db.selectFrom(table).select('client_id').where('client_id', '=', j.clientId).execute(),
      ).toEqual([]);
    expect(
      await db.selectFrom('recipe_ingredients').select('id').where('recipe_id', '=', ownId).execute(),
    ).toEqual([]);
  });
});
