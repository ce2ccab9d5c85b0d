import { API_ERROR_CODES, MEALS_MAX, PERSONAL_RECIPES_MAX, recipeMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/cart.ts';
import { marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { personalRecipe, recipeIdBySlug } from '../../../test/helpers/recipes.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let m: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  m = await marie(t);
});
afterAll(() => t?.close());

const countPersonal = async (clientId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('recipes')
        .where('client_id', '=', clientId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Gives the client `count` more personal recipes, written straight into the database. */
async function holdRecipes(clientId: number, count: number) {
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('recipes')
    .values(
      Array.from({ length: count }, (_, i) => ({
        client_id: clientId,
        slug: `recette-${i + 1}`,
        titre: `Recette ${i + 1}`,
        description: 'Déjà écrite.',
        categorie: 'plat',
        difficulte: 'facile',
        temps_preparation: 10,
        temps_cuisson: 10,
        temps_total: 20,
        personnes: 2,
        etapes: JSON.stringify(['Cuire.']),
        search_text: `recette ${i + 1} deja ecrite`,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

const create = (titre: string) =>
  call(t, 'POST', '/api/me/recettes-personnelles', m.headers, personalRecipe({ titre }));

describe('the cap of personal recipes', () => {
  it('holds under parallel creates: exactly 100, the others refused with its message', async () => {
    await holdRecipes(m.clientId, PERSONAL_RECIPES_MAX - 10);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => create(`Soupe ${i + 1}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(await countPersonal(m.clientId)).toBe(PERSONAL_RECIPES_MAX);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(20);
    for (const answer of refused)
      expect(answer.json()).toEqual({
        status_code: 422,
        message: recipeMessages.personalFull,
        code: API_ERROR_CODES.personalFull,
      });
  });

  it('refuses the next one, writing nothing, and takes one again after a delete', async () => {
    const ingredients = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('recipe_ingredients')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await ingredients();
    const refused = await create('Une de trop');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe(API_ERROR_CODES.personalFull);
    expect(await countPersonal(m.clientId)).toBe(PERSONAL_RECIPES_MAX);
    expect(await ingredients()).toBe(before);

    const mine = (await call(t, 'GET', '/api/me/recettes-personnelles', m.headers)).json().data;
    const removed = await call(t, 'DELETE', `/api/me/recettes-personnelles/${mine[0].id}`, m.headers);
    expect(removed.statusCode).toBe(204);
    expect((await create('Enfin une place')).statusCode).toBe(201);
    expect(await countPersonal(m.clientId)).toBe(PERSONAL_RECIPES_MAX);
  });
});

describe('the cap of the week of meals', () => {
  it('holds under parallel adds: exactly 21 meals, the others refused with its message', async () => {
    const gratin = await recipeIdBySlug(t, 'gratin-dauphinois');
    const answers = await Promise.all(
      Array.from({ length: MEALS_MAX + 9 }, () =>
        call(t, 'POST', '/api/me/repas', m.headers, { jour: 'lundi', recette_id: gratin, personnes: 2 }),
      ),
    );
    const meals = Number(
      (
        await t.database.db
          .selectFrom('meal_plan_entries')
          .where('client_id', '=', m.clientId)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(meals).toBe(MEALS_MAX);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MEALS_MAX);
    for (const answer of answers.filter((a) => a.statusCode !== 201))
      expect(answer.json()).toEqual({
        status_code: 422,
        message: recipeMessages.mealsFull,
        code: API_ERROR_CODES.mealsFull,
      });
  });
});
