import { recipeMessages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

type Recipes = typeof import('./recipes.server.ts');
type Sessions = typeof import('../../lib/session.server.ts');
let recipes: Recipes;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  recipes = await import('./recipes.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

type Result = { data: Record<string, unknown>; init?: { status: number } };

/** A fake API answering every call with `answer` (and the storefront's token route). */
function fakeApi(answer: () => Response) {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    const path = new URL(url).pathname;
    if (path === '/api/auth/token') return Response.json({ access_token: 'boutique', expires_in: 3600 });
    calls.push(path);
    return answer();
  }) as typeof globalThis.fetch;
  return { calls, context: fakeShopContext(fetch, 12) };
}

async function post(fields: Record<string, string>) {
  const cookie = (
    await sessions.commitSession(new Request('http://shop.test/'), {
      accessToken: 'a1',
      refreshToken: 'r1',
      prenom: 'Marie',
      isPro: false,
    })
  ).split(';')[0]!;
  return new Request('http://shop.test/recettes/4-crumble', {
    method: 'POST',
    headers: { origin: 'http://shop.test', cookie },
    body: new URLSearchParams(fields),
  });
}

describe('recipeAction: adding the recipe to the week of meals', () => {
  const params = { id: '4', slug: 'crumble' };

  it('refuses a number of people out of range, keeping the day chosen, before any API call', async () => {
    const api = fakeApi(() => Response.json({}));
    const result = (await recipes.recipeAction(
      await post({ intent: 'repas', jour: 'jeudi', personnes: '999' }),
      api.context,
      params,
    )) as unknown as Result;
    expect(api.calls).toEqual([]);
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        intent: 'repas',
        result: { error: { personnes: [recipeMessages.servingsInvalid] }, initialValue: { jour: 'jeudi' } },
      },
    });
  });

  it("shows the API's refusal for the whole form", async () => {
    const api = fakeApi(() =>
      Response.json({ status_code: 409, message: 'Ce repas est déjà prévu.' }, { status: 409 }),
    );
    const result = (await recipes.recipeAction(
      await post({ intent: 'repas', jour: 'jeudi', personnes: '4' }),
      api.context,
      params,
    )) as unknown as Result;
    expect(result).toMatchObject({
      init: { status: 409 },
      data: { intent: 'repas', result: { error: { '': ['Ce repas est déjà prévu.'] } } },
    });
  });
});

describe('recipeListLoader: the « Recettes pro » filter', () => {
  /** A fake API answering the list with no recipe, keeping the query each list call was asked with. */
  function listApi() {
    const queries: URLSearchParams[] = [];
    const fetch = (async (url: string) => {
      const { pathname, searchParams } = new URL(url);
      if (pathname === '/api/auth/token')
        return Response.json({ access_token: 'boutique', expires_in: 3600 });
      if (pathname === '/api/recettes') queries.push(searchParams);
      return Response.json({ data: [], meta: { total: 0, page: 1, pages: 1 } });
    }) as typeof globalThis.fetch;
    return { queries, context: fakeShopContext(fetch, 12) };
  }

  async function listRequest(isPro: boolean | null) {
    const headers: Record<string, string> = {};
    if (isPro !== null)
      headers.cookie = (
        await sessions.commitSession(new Request('http://shop.test/'), {
          accessToken: 'a1',
          refreshToken: 'r1',
          prenom: 'Paul',
          isPro,
        })
      ).split(';')[0]!;
    return new Request('http://shop.test/recettes?pro=1&categorie=dessert', { headers });
  }

  it('asks the API for the pro recipes only for a professional buyer, and says he is one', async () => {
    const api = listApi();
    const data = await recipes.recipeListLoader(await listRequest(true), api.context);
    expect(api.queries.map((q) => [q.get('pro'), q.get('categorie')])).toEqual([['1', 'dessert']]);
    expect(data).toMatchObject({ isPro: true, filters: { pro: '1', categorie: 'dessert' } });
  });

  it('drops the filter for a consumer or a visitor', async () => {
    for (const isPro of [false, null]) {
      const api = listApi();
      const data = await recipes.recipeListLoader(await listRequest(isPro), api.context);
      expect(api.queries.map((q) => [q.get('pro'), q.get('categorie')])).toEqual([[null, 'dessert']]);
      expect(data.isPro).toBe(false);
      expect(data.filters).toEqual({ categorie: 'dessert' });
    }
  });
});
