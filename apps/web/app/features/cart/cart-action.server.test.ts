import { cartMessages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';
import { cartAction } from './cart-action.server.ts';
import { cartFormAction } from './cart-action.ts';
import { loadCartSummary, takeCartMessage } from './cart-summary.server.ts';

// The one-time messages are signed with a key derived from the session secret.
process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
  uuid: string | null;
}

const UUID = '0b7c2d4e-1f3a-4b5c-8d6e-7f8091a2b3c4';
const cart = (lines: number, total: number) => ({
  data: {
    nb_articles: lines,
    montant_total_ttc: total,
    montant_total_ttc_sans_rsa: total,
    montant_total_remise: 0,
    lignes_panier: [],
    options_incluses: [],
    reductions: [],
  },
});

/** A fake cart API recording its calls; `answer` decides each response. */
function setup(storeId: number | null, answer: (call: Call) => Response = () => Response.json(cart(1, 2.5))) {
  const calls: Call[] = [];
  const cookies: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url));
    const call = {
      method: init?.method ?? 'GET',
      path: u.pathname.replace(/^\/api/, ''),
      query: u.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      uuid: new Headers(init?.headers).get('x-uuid'),
    };
    calls.push(call);
    return answer(call);
  };
  const context = new RouterContextProvider();
  context.set(shopContext, {
    uuid: UUID,
    storeId,
    api: createApiClient({
      baseUrl: 'http://api.test/api',
      timeoutMs: 1000,
      uuid: UUID,
      fetch: fetch as typeof globalThis.fetch,
    }),
    cookieHeader: null,
    flash: new FlashMessages(null),
    secure: false,
    setCookie: (header) => cookies.push(header),
  });
  return { calls, cookies, context };
}

function post(fields: Record<string, string>, origin = 'http://shop.test', action = '/ressources/panier') {
  return new Request(`http://shop.test${action}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function json(result: unknown) {
  const value = result as { data: unknown; init: { status?: number } | null };
  return { data: value.data, status: value.init?.status ?? 200 };
}

describe('POST /ressources/panier', () => {
  it('sets a quantity as the visitor (uuid) and answers a fetcher in JSON', async () => {
    const { calls, context } = setup(2);
    const result = await cartAction(
      post({ produit_id: '14', quantite: '1,5', type_panier: 'drive', avant: '0', js: '1' }),
      context,
    );
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/magasins/2/panier/lignes/14',
        query: '',
        body: { quantite: 1.5, type_panier: 'drive' },
        uuid: UUID,
      },
    ]);
    expect(await json(result)).toEqual({ data: { ok: true, error: null, added: true }, status: 200 });
  });

  it("reads a control's fields from the action's query, under the form's own", async () => {
    const { calls, context } = setup(2);
    const action = cartFormAction({
      produit_id: '14',
      type_panier: 'click_and_collect',
      avant: '2',
      redirectTo: '/recherche?keywords=lait',
    });
    const response = (await cartAction(
      post({ quantite: '3', type_panier: 'drive' }, 'http://shop.test', action),
      context,
    )) as Response;
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', '/magasins/2/panier/lignes/14', { quantite: 3, type_panier: 'drive' }],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/recherche?keywords=lait');
  });

  it('without JavaScript, redirects back and carries a refusal in a one-time cookie', async () => {
    const { context } = setup(2, () =>
      Response.json(
        {
          status_code: 422,
          message: 'Données invalides',
          errors: { quantite: [cartMessages.quantite_max(5)] },
        },
        { status: 422 },
      ),
    );
    const response = (await cartAction(
      post({ produit_id: '14', quantite: '9', redirectTo: '/recherche?keywords=lait' }),
      context,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/recherche?keywords=lait');
    // The root middleware writes the message's cookie on the redirect; the next page shows it once.
    const cookie = await context.get(shopContext).flash.commit(false);
    expect(cookie).toMatch(/^cabas_flash=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    const next = new RouterContextProvider();
    next.set(shopContext, { ...context.get(shopContext), flash: new FlashMessages(cookie!.split(';')[0]!) });
    expect(await takeCartMessage(next)).toMatchObject({
      tone: 'danger',
      message: 'La quantité maximale de ce produit est de 5.',
    });
  });

  it('a refused quantity answers the first field message and flags the limit by its code', async () => {
    const { context } = setup(2, () =>
      Response.json(
        {
          status_code: 422,
          message: 'x',
          errors: { quantite: [cartMessages.stock_insuffisant(2)] },
          code: 'stock_insuffisant',
        },
        { status: 422 },
      ),
    );
    const result = await json(await cartAction(post({ produit_id: '3', quantite: '3', js: '1' }), context));
    expect(result).toEqual({
      data: { ok: false, error: cartMessages.stock_insuffisant(2), limit: true },
      status: 422,
    });
  });

  it('flags a limit by the code only, never by the words of the message', async () => {
    const { context } = setup(2, () =>
      Response.json(
        { status_code: 422, message: cartMessages.quantite_max(5), code: 'quantite_pas' },
        { status: 422 },
      ),
    );
    const result = await json(await cartAction(post({ produit_id: '3', quantite: '6', js: '1' }), context));
    expect(result).toEqual({
      data: { ok: false, error: cartMessages.quantite_max(5), limit: false },
      status: 422,
    });
  });

  it('removes, empties and applies a promo code on the right paths', async () => {
    const { calls, context } = setup(7);
    await cartAction(post({ intent: 'remove', produit_id: '3', type_panier: 'ldd', js: '1' }), context);
    await cartAction(post({ intent: 'empty', type_panier: 'drive', js: '1' }), context);
    await cartAction(post({ intent: 'promo', code_promo: 'voisin3', js: '1' }), context);
    await cartAction(
      post({ intent: 'substitution', produit_id: '3', substitution_accord: 'oui', js: '1' }),
      context,
    );
    expect(calls.map((c) => `${c.method} ${c.path}${c.query}`)).toEqual([
      'DELETE /magasins/7/panier/lignes/3?type_panier=ldd',
      'DELETE /magasins/7/panier?type_panier=drive',
      'POST /magasins/7/panier/code-promo',
      'PUT /magasins/7/panier/lignes/3/substitution',
    ]);
    expect(calls[2]?.body).toEqual({ code_promo: 'VOISIN3', type_panier: 'drive' });
    expect(calls[3]?.body).toEqual({ substitution_accord: true, type_panier: 'drive' });
  });

  it('refuses bad input before calling the API', async () => {
    const { calls, context } = setup(2);
    const badId = await json(await cartAction(post({ produit_id: 'abc', quantite: '1', js: '1' }), context));
    const badQty = await json(await cartAction(post({ produit_id: '1', quantite: 'x', js: '1' }), context));
    const badKind = await json(
      await cartAction(post({ produit_id: '1', quantite: '1', type_panier: 'camion', js: '1' }), context),
    );
    expect(calls).toEqual([]);
    expect(badId.data).toMatchObject({ ok: false, error: cartMessages.produit_inconnu });
    expect(badQty.data).toMatchObject({ ok: false, error: cartMessages.quantite_invalide });
    expect(badKind).toMatchObject({ status: 422, data: { error: cartMessages.typePanier } });
  });

  it('reads numbers strictly: decimal digits only, a comma or dot for weights', async () => {
    const { calls, context } = setup(2);
    const refused = async (fields: Record<string, string>) =>
      json(await cartAction(post({ produit_id: '1', quantite: '1', js: '1', ...fields }), context));
    for (const quantite of [
      '0x10',
      '1e1',
      '1e-1',
      '+2',
      '-0',
      '1 0',
      '2.',
      '.5',
      'Infinity',
      '1,2,3',
      '0b1',
      '١',
    ]) {
      const result = await refused({ quantite });
      expect(result, quantite).toMatchObject({
        status: 422,
        data: { ok: false, error: cartMessages.quantite_invalide },
      });
    }
    expect((await refused({ quantite: '' })).data).toMatchObject({ error: cartMessages.quantiteRequired });
    expect((await refused({ quantite: '-2' })).data).toMatchObject({ error: cartMessages.quantite_invalide });
    for (const produit_id of ['0x10', '1e3', '16.0', '+16', ' 0x10', '016']) {
      const result = await refused({ produit_id });
      expect(result.data, produit_id).toMatchObject({ ok: false, error: cartMessages.produit_inconnu });
    }
    expect(calls).toEqual([]);
    for (const [quantite, sent] of [
      ['16', 16],
      [' 3 ', 3],
      ['1,5', 1.5],
      ['0.25', 0.25],
      ['0', 0],
    ] as const) {
      await cartAction(post({ produit_id: '16', quantite, js: '1' }), context);
      expect(calls.at(-1)?.body, quantite).toMatchObject({ quantite: sent });
    }
  });

  it('national mode has no cart: the plain form goes to the shop selector', async () => {
    const { calls, context } = setup(null);
    const response = (await cartAction(
      post({ produit_id: '1', quantite: '1', redirectTo: '/rayons' }),
      context,
    )) as Response;
    expect(response.headers.get('location')).toBe('/magasins/choisir?redirectTo=%2Frayons');
    expect(calls).toEqual([]);
  });

  it('refuses a post from another site', async () => {
    const { context } = setup(2);
    await expect(cartAction(post({ produit_id: '1' }, 'http://evil.test'), context)).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe('the header cart summary (root loader)', () => {
  it('reads the quantities, then the cart of each kind that holds something', async () => {
    const { calls, context } = setup(2, (call) =>
      call.path.endsWith('/quantites')
        ? Response.json({
            data: {
              '14': { total: 2, drive: 2, click_and_collect: 0, ldd: 0 },
              '20': { total: 1, drive: 0, ldd: 1 },
            },
          })
        : Response.json(call.query.includes('ldd') ? cart(1, 10) : cart(2, 3.5)),
    );
    const summary = await loadCartSummary(new Request('http://shop.test/'), context, 2);
    expect(summary).toEqual({
      count: 3,
      amountCents: 1350,
      quantities: { 14: { drive: 2 }, 20: { ldd: 1 } },
    });
    expect(calls.map((c) => `${c.path}${c.query}`)).toEqual([
      '/magasins/2/panier/quantites',
      '/magasins/2/panier?type_panier=drive',
      '/magasins/2/panier?type_panier=ldd',
    ]);
  });

  it('an empty cart costs one call; an API failure shows an empty block', async () => {
    const empty = setup(2, () => Response.json({ data: {} }));
    expect(await loadCartSummary(new Request('http://shop.test/'), empty.context, 2)).toEqual({
      count: 0,
      amountCents: 0,
      quantities: {},
    });
    expect(empty.calls).toHaveLength(1);
    const down = setup(2, () => Response.json({ message: 'panne' }, { status: 503 }));
    expect((await loadCartSummary(new Request('http://shop.test/'), down.context, 2)).count).toBe(0);
  });

  it('sends a gift card line’s amount with its quantity and its removal, and refuses a bad one', async () => {
    const { calls, context } = setup(2);
    await cartAction(
      post({ produit_id: '30000', quantite: '3', montant: '50', avant: '2', js: '1' }),
      context,
    );
    await cartAction(post({ produit_id: '30000', intent: 'remove', montant: '20', js: '1' }), context);
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/magasins/2/panier/lignes/30000',
        query: '',
        body: { quantite: 3, type_panier: 'drive', montant: 50 },
        uuid: UUID,
      },
      {
        method: 'DELETE',
        path: '/magasins/2/panier/lignes/30000',
        query: '?type_panier=drive&montant=20',
        body: undefined,
        uuid: UUID,
      },
    ]);
    const bad = await json(
      await cartAction(post({ produit_id: '30000', quantite: '1', montant: '12,5', js: '1' }), context),
    );
    expect(bad).toEqual({
      data: { ok: false, error: cartMessages.montant_entier, limit: false },
      status: 422,
    });
    expect(calls).toHaveLength(2);
  });
});
