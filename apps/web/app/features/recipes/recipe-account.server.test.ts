import { recipeMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import { mealsAction, personalFormAction } from './recipe-account.server.ts';
import { MEALS_PATH, PERSONAL_PATH } from './recipe-links.ts';

type Result = { data: Record<string, unknown>; init?: { status: number } };
type Call = { path: string; body: unknown };

/** A fake API: the storefront's token route, and every other call answered by `answer`. */
function fakeApi(answer: () => Response) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    if (path === '/api/auth/token') return Response.json({ access_token: 'boutique', expires_in: 3600 });
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    return answer();
  }) as typeof globalThis.fetch;
  return { calls, context: fakeShopContext(fetch, 12) };
}

const refusal = (status: number, message: string, errors?: Record<string, string[]>) =>
  Response.json({ status_code: status, message, ...(errors ? { errors } : {}) }, { status });

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { origin: 'http://shop.test' },
    body: new URLSearchParams(fields),
  });
}

const RECIPE = {
  titre: 'Crumble de ma voisine',
  description: '',
  categorie: 'dessert',
  difficulte: 'facile',
  personnes: '6',
  temps_preparation: '20',
  temps_cuisson: '35',
  'ingredients[0].libelle': '',
  'ingredients[1].libelle': '4 pommes',
  'ingredients[1].produit_recherche': 'pommes golden',
  'ingredients[1].quantite': '0,8',
  'etapes[0]': 'Mélangez et enfournez.',
  lignes_en_plus: '0',
  intent: 'enregistrer',
};

describe('personalFormAction', () => {
  it('refuses a recipe with the contracts messages, keyed by the rows shown back (blank ones dropped)', async () => {
    const api = fakeApi(() => Response.json({}));
    const result = (await personalFormAction(
      post(`${PERSONAL_PATH}/nouvelle`, { ...RECIPE, titre: ' ', 'ingredients[1].produit_recherche': '' }),
      api.context,
      {},
    )) as unknown as Result;
    expect(api.calls).toEqual([]);
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        extraRows: 0,
        result: {
          status: 'error',
          error: {
            titre: [recipeMessages.titleRequired],
            'ingredients[0].produit_recherche': [recipeMessages.ingredientProductRequired],
          },
          initialValue: {
            ingredients: [{ libelle: '4 pommes', quantite: '0,8' }],
            etapes: ['Mélangez et enfournez.'],
          },
        },
      },
    });
  });

  it('gives the form back with three more rows and no message for "Ajouter des lignes"', async () => {
    const api = fakeApi(() => Response.json({}));
    const result = (await personalFormAction(
      post(`${PERSONAL_PATH}/nouvelle`, { ...RECIPE, titre: '', lignes_en_plus: '3', intent: 'lignes' }),
      api.context,
      {},
    )) as unknown as Result;
    expect(api.calls).toEqual([]);
    expect(result.data).toMatchObject({
      extraRows: 6,
      result: { initialValue: { ingredients: [{ libelle: '4 pommes' }] } },
    });
    expect((result.data.result as { error?: unknown }).error).toBeUndefined();
  });

  it('sends the recipe checked, then goes back to the list', async () => {
    const api = fakeApi(() => Response.json({ data: {} }, { status: 201 }));
    const answer = (await personalFormAction(
      post(`${PERSONAL_PATH}/nouvelle`, RECIPE),
      api.context,
      {},
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${PERSONAL_PATH}?info=enregistree`);
    expect(api.calls[0]?.body).toMatchObject({
      titre: 'Crumble de ma voisine',
      ingredients: [{ libelle: '4 pommes', produit_recherche: 'pommes golden', quantite: 0.8 }],
      etapes: ['Mélangez et enfournez.'],
    });
  });

  it("shows the API's refusal for the whole form and on the rows it names", async () => {
    const api = fakeApi(() =>
      refusal(422, 'La recette est refusée.', { 'ingredients.0.libelle': ['Libellé refusé'] }),
    );
    const result = (await personalFormAction(
      post(`${PERSONAL_PATH}/nouvelle`, RECIPE),
      api.context,
      {},
    )) as unknown as Result;
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        result: {
          error: { '': ['La recette est refusée.'], 'ingredients[0].libelle': ['Libellé refusé'] },
          initialValue: { titre: 'Crumble de ma voisine' },
        },
      },
    });
  });
});

describe('mealsAction: adding a meal', () => {
  it('refuses a number of people out of range, keeping the choices', async () => {
    const api = fakeApi(() => Response.json({ data: [] }));
    const result = (await mealsAction(
      post(MEALS_PATH, { intent: 'ajouter', jour: 'mardi', recette_id: '4', personnes: '0' }),
      api.context,
    )) as unknown as Result;
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        intent: 'ajouter',
        result: {
          error: { personnes: [recipeMessages.servingsInvalid] },
          initialValue: { jour: 'mardi', recette_id: '4', personnes: '0' },
        },
      },
    });
  });

  it("shows the API's refusal for the whole form", async () => {
    const api = fakeApi(() => refusal(409, 'Ce repas est déjà prévu.'));
    const result = (await mealsAction(
      post(MEALS_PATH, { intent: 'ajouter', jour: 'mardi', recette_id: '4', personnes: '2' }),
      api.context,
    )) as unknown as Result;
    expect(result).toMatchObject({
      init: { status: 409 },
      data: { intent: 'ajouter', result: { error: { '': ['Ce repas est déjà prévu.'] } } },
    });
  });
});
