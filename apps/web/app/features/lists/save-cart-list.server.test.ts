import { listMessages, messages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';
import type { SaveCartListResult } from './save-cart-list.ts';

let commitSession: typeof import('../../lib/session.server.ts').commitSession;
let server: typeof import('./save-cart-list.server.ts');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession } = await import('../../lib/session.server.ts'));
  server = await import('./save-cart-list.server.ts');
});

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
  authorization: string | null;
}

const PAGE = '/commander/confirmation/refus?type_panier=drive';

const savedList = (titre: string, ecrasee = false) =>
  Response.json(
    { data: { id: 9, titre, nb_produits: 3, nb_produits_manquant: 0, items: [] }, meta: { ecrasee } },
    { status: ecrasee ? 200 : 201 },
  );

/** A fake lists API recording its calls; `answer` decides each response. */
function setup(answer: (call: Call) => Response, cookieHeader: string | null = null) {
  const calls: Call[] = [];
  const set: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url));
    const call = {
      method: init?.method ?? 'GET',
      path: u.pathname.replace(/^\/api/, ''),
      query: u.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: new Headers(init?.headers).get('authorization'),
    };
    calls.push(call);
    return answer(call);
  };
  const context = new RouterContextProvider();
  context.set(shopContext, {
    uuid: '00000000-0000-4000-8000-000000000000',
    storeId: 2,
    api: createApiClient({
      baseUrl: 'http://api.test/api',
      timeoutMs: 1000,
      fetch: fetch as typeof globalThis.fetch,
    }),
    cookieHeader,
    flash: new FlashMessages(cookieHeader),
    secure: false,
    setCookie: (header) => set.push(header),
  });
  return { calls, set, context };
}

async function sessionCookie(): Promise<string> {
  const cookie = await commitSession(new Request('http://shop.test/'), {
    accessToken: 'jeton',
    refreshToken: 'r1',
    prenom: 'Marie',
    isPro: false,
  });
  return cookie.split(';')[0]!;
}

async function post(fields: Record<string, string>, { loggedIn = true, origin = 'http://shop.test' } = {}) {
  const headers: Record<string, string> = { origin, 'content-type': 'application/x-www-form-urlencoded' };
  if (loggedIn) headers.cookie = await sessionCookie();
  return new Request('http://shop.test/ressources/listes/panier', {
    method: 'POST',
    headers,
    body: new URLSearchParams({ redirectTo: PAGE, type_panier: 'drive', ...fields }).toString(),
  });
}

const json = (result: unknown) => {
  const value = result as { data: unknown; init: { status?: number } | null };
  return { data: value.data, status: value.init?.status ?? 200 };
};

/**
 * The one-time messages the root middleware writes on the redirect of the request of `context`, as
 * the next request sends them back.
 */
async function resultCookie(context: RouterContextProvider): Promise<string> {
  const written = await context.get(shopContext).flash.commit(false);
  expect(written).toMatch(/^cabas_flash=[^;]+;/);
  return written!.split(';')[0]!;
}

describe('POST /ressources/listes/panier', () => {
  it('saves the cart of the store and kind into a new list (fetcher: JSON)', async () => {
    const { calls, context } = setup(() => savedList('Courses de la semaine'));
    const result = await server.saveCartListAction(
      await post({ choix: 'nouvelle', titre: ' Courses de la semaine ', js: '1' }),
      context,
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/me/listes/panier',
        query: '',
        body: { magasin_id: 2, type_panier: 'drive', titre: 'Courses de la semaine' },
        authorization: 'Bearer jeton',
      },
    ]);
    expect(json(result)).toEqual({
      status: 200,
      data: {
        ok: true,
        result: { initialValue: null },
        saved: { titre: 'Courses de la semaine', overwritten: false },
      },
    });
  });

  it('overwrites a chosen list: sends its id, not the title', async () => {
    const { calls, context } = setup(() => savedList('Apéro', true));
    const result = await server.saveCartListAction(
      await post({ choix: '5', titre: 'ignoré', js: '1' }),
      context,
    );
    expect(calls[0]!.body).toEqual({ magasin_id: 2, type_panier: 'drive', liste_id: 5 });
    expect(json(result).data).toMatchObject({ ok: true, saved: { titre: 'Apéro', overwritten: true } });
  });

  it('reads the chosen list id strictly: no hexadecimal, exponent or sign', async () => {
    const { calls, context } = setup(() => savedList('Apéro', true));
    for (const choix of ['0x5', '5e0', '+5', '5.0', ' 0x5']) {
      const result = await server.saveCartListAction(await post({ choix, js: '1' }), context);
      expect(json(result).data, choix).toMatchObject({
        ok: false,
        result: { error: { '': [messages.generic] } },
      });
    }
    expect(calls).toEqual([]);
  });

  it('without JavaScript, a refused title goes back to the open form with the message and the title', async () => {
    const { context } = setup(() =>
      Response.json(
        {
          status_code: 422,
          message: listMessages.chooseOrTitle,
          errors: { titre: [listMessages.chooseOrTitle] },
        },
        { status: 422 },
      ),
    );
    const response = (await server.saveCartListAction(
      await post({ choix: 'nouvelle', titre: '' }),
      context,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PAGE}&liste=1`);

    // The page's loader then shows the form with the lists and the refusal, once.
    const next = setup(
      () =>
        Response.json({
          data: [{ id: 5, titre: 'Apéro', nb_produits: 2, nb_produits_manquant: 1 }],
        }),
      await resultCookie(context),
    );
    const view = await server.loadSaveListView(
      new Request(`http://shop.test${PAGE}&liste=1`, { headers: { cookie: await sessionCookie() } }),
      next.context,
    );
    expect(view).toMatchObject({
      open: true,
      choices: { loggedIn: true, lists: [{ id: 5, titre: 'Apéro', count: 3 }], error: null },
      result: {
        ok: false,
        result: {
          status: 'error',
          initialValue: { choix: 'nouvelle' },
          error: { titre: [listMessages.chooseOrTitle] },
        },
        saved: null,
      },
    });
    // The title's message only; the form's own hidden fields are not sent back.
    expect(view.result?.result.error?.['']).toBeUndefined();
    expect(view.result?.result.initialValue).not.toHaveProperty('redirectTo');
    expect(next.calls[0]).toMatchObject({ path: '/me/listes', query: '?magasin_id=2' });
    // Taken: the cookie written after this page holds no message any more.
    expect(await next.context.get(shopContext).flash.commit(false)).toMatch(
      /^cabas_flash=; Path=\/; Expires=/,
    );
  });

  it('without JavaScript, a saved list goes back to the page (form closed) with its title', async () => {
    const { context } = setup(() => savedList('Courses de la semaine'));
    const response = (await server.saveCartListAction(
      await post({ choix: 'nouvelle', titre: 'Courses de la semaine', redirectTo: `${PAGE}&liste=1` }),
      context,
    )) as Response;
    expect(response.headers.get('location')).toBe(PAGE);
    const next = setup(() => new Response(null, { status: 500 }), await resultCookie(context));
    const view = await server.loadSaveListView(new Request(`http://shop.test${PAGE}`), next.context);
    expect(view.open).toBe(false);
    expect(view.result?.saved).toEqual({ titre: 'Courses de la semaine', overwritten: false });
    expect(next.calls).toEqual([]);
  });

  it('asks a visitor to log in first and comes back to the open form', async () => {
    const { calls, context } = setup(() => savedList('x'));
    const response = (await server.saveCartListAction(
      await post({ titre: 'Courses' }, { loggedIn: false }),
      context,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/connexion?${new URLSearchParams({ redirectTo: `${PAGE}&liste=1` })}`,
    );
    const js = await server.saveCartListAction(
      await post({ titre: 'Courses', js: '1' }, { loggedIn: false }),
      context,
    );
    expect(json(js)).toMatchObject({
      status: 401,
      data: {
        ok: false,
        result: { error: { '': [messages.mustLogin] }, initialValue: { titre: 'Courses' } },
      },
    });
    expect(calls).toEqual([]);
  });

  it('refuses a post from another site and answers an unavailable API with the temporary message', async () => {
    const { context, calls } = setup(() => new Response('oups', { status: 502 }));
    await expect(
      server.saveCartListAction(await post({ titre: 'Courses' }, { origin: 'http://evil.test' }), context),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(calls).toEqual([]);
    const result = await server.saveCartListAction(await post({ titre: 'Courses', js: '1' }), context);
    expect(json(result)).toMatchObject({
      status: 503,
      data: {
        ok: false,
        result: { error: { '': [messages.temporaryError] }, initialValue: { titre: 'Courses' } },
      },
    });
  });

  it('gives a list error (another customer’s or unknown list) apart from the title', async () => {
    const { context } = setup(() =>
      Response.json({ status_code: 404, message: listMessages.listUnknown }, { status: 404 }),
    );
    const result = await server.saveCartListAction(await post({ choix: '77', js: '1' }), context);
    expect(json(result)).toMatchObject({
      status: 404,
      data: { ok: false, result: { error: { '': [listMessages.listUnknown] } } },
    });
    expect((json(result).data as SaveCartListResult).result.error?.titre).toBeUndefined();
  });
});

describe('the cap of lists', () => {
  it('shows the refusal of one list too many apart from the title, keeping the title', async () => {
    const { context } = setup(() =>
      Response.json(
        { status_code: 422, message: listMessages.listsFull, code: 'listes_completes' },
        { status: 422 },
      ),
    );
    const result = await server.saveCartListAction(
      await post({ choix: 'nouvelle', titre: 'Une de trop', js: '1' }),
      context,
    );
    expect(json(result)).toMatchObject({
      status: 422,
      data: {
        ok: false,
        result: { error: { '': [listMessages.listsFull] }, initialValue: { titre: 'Une de trop' } },
      },
    });
    expect((json(result).data as SaveCartListResult).result.error?.titre).toBeUndefined();
  });
});

describe('the lists of the form', () => {
  it('are not asked for a visitor nor without ?liste=1', async () => {
    const { calls, context } = setup(() => Response.json({ data: [] }));
    expect(await server.loadListChoices(new Request('http://shop.test/panier'), context)).toEqual({
      loggedIn: false,
      lists: [],
      error: null,
    });
    const view = await server.loadSaveListView(
      new Request('http://shop.test/panier', { headers: { cookie: await sessionCookie() } }),
      context,
    );
    expect(view).toEqual({ open: false, choices: null, result: null });
    expect(calls).toEqual([]);
  });
});
