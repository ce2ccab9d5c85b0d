import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';

let commitSession: typeof import('../../lib/session.server.ts').commitSession;
let usual: typeof import('./usual-products.server.ts');
let suggestions: typeof import('./usual-suggestions.server.ts');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession } = await import('../../lib/session.server.ts'));
  usual = await import('./usual-products.server.ts');
  suggestions = await import('./usual-suggestions.server.ts');
});

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

function setup(answer: (call: Call) => Response, storeId: number | null = 2) {
  const calls: Call[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url));
    const call = {
      method: init?.method ?? 'GET',
      path: u.pathname.replace(/^\/api/, ''),
      query: u.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  };
  const context = fakeShopContext(fetch as typeof globalThis.fetch, storeId, {
    clientToken: false,
    uuid: '00000000-0000-4000-8000-000000000000',
  });
  return { calls, context };
}

async function cookie(): Promise<string> {
  const c = await commitSession(new Request('http://shop.test/'), {
    accessToken: 'jeton',
    refreshToken: 'r1',
    prenom: 'Marie',
    isPro: false,
  });
  return c.split(';')[0]!;
}

const get = async (path: string, withCookie = true) =>
  new Request(`http://shop.test${path}`, { headers: withCookie ? { cookie: await cookie() } : {} });
const post = async (path: string, fields: [string, string][], origin = 'http://shop.test') =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { cookie: await cookie(), origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const item = (id: number, designation: string, over: Record<string, unknown> = {}) => ({
  id,
  produit: {
    id,
    ean: `30000000000${id}`,
    designation,
    marque: 'Cabas',
    url: `/p/${id}`,
    photos: [],
    quantite_libelle: '1 kg',
    prix: 2.5,
    qte_pas: 1,
    qte_min_panier: 1,
    qte_max_panier: 24,
    pft: false,
    types_panier: ['drive'],
    category_path: [{ id: 5, libelle: 'Épicerie', slug: 'epicerie', url: '/epicerie' }],
  },
  quantite: 2,
  nb_achats: 3,
  date_dernier_achat: '2026-11-12T10:00:00.000Z',
  frequence_jours: 14,
  resume: 'Acheté 3 fois, dernier achat le 12 novembre 2026',
  disponible: true,
  ...over,
});

const listAnswer = () =>
  Response.json({
    data: [
      item(11, 'Pâtes fusilli'),
      item(12, 'Lait demi-écrémé'),
      item(13, 'Café moulu', { disponible: false }),
    ],
    meta: { rayons: [{ id: 5, libelle: 'Épicerie', nb_produits: 3 }], total: 3 },
  });

const PATH = '/mon-compte/mes-produits-habituels';

describe('usual products page', () => {
  it('asks the API for the store and department, and names the products the cart refused', async () => {
    const { calls, context } = setup(listAnswer);
    const page = await usual.usualProductsLoader(await get(`${PATH}?rayon=5&ajout=1&refus=12`), context);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/me/smartlistes' });
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ magasin_id: '2', rayon: '5' });
    expect(page.items.map((i) => i.designation)).toEqual(['Pâtes fusilli', 'Lait demi-écrémé', 'Café moulu']);
    expect(page.departments).toEqual([
      { id: 5, label: 'Épicerie', count: 3, href: `${PATH}?rayon=5`, current: true },
    ]);
    expect(page.notice).toEqual({ count: 1, refused: ['Lait demi-écrémé'] });
  });

  it('asks for a store in national mode, without calling the API', async () => {
    const { calls, context } = setup(listAnswer, null);
    const page = await usual.usualProductsLoader(await get(PATH), context);
    expect(page.chooserHref).toContain('/magasins/choisir');
    expect(calls).toEqual([]);
  });

  it('adds the ticked products with their quantities, then names the refused ones', async () => {
    const { calls, context } = setup((call) =>
      call.method === 'GET'
        ? listAnswer()
        : Response.json({
            data: {},
            errors: [{ index: 1, produit_id: 12, montant: null, code: 'produit_indisponible', message: 'x' }],
            meta: { nb_ajoutes: 1, nb_erreurs: 1 },
          }),
    );
    const done = (await usual.usualProductsAction(
      await post(PATH, [
        ['produit', '11'],
        ['produit', '12'],
        ['quantite-11', '3'],
        ['quantite-12', ''],
        ['ajouter', 'selection'],
      ]),
      context,
      false,
    )) as Response;
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/magasins/2/panier/lignes',
      body: {
        type_panier: 'drive',
        lignes: [
          { produit_id: 11, quantite: 3 },
          { produit_id: 12, quantite: 2 },
        ],
      },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${PATH}?ajout=1&refus=12`);
  });

  it('adds one product from its own button, ticked or not', async () => {
    const { calls, context } = setup((call) =>
      call.method === 'GET'
        ? listAnswer()
        : Response.json({ data: {}, errors: [], meta: { nb_ajoutes: 1, nb_erreurs: 0 } }),
    );
    const done = (await usual.usualProductsAction(
      await post(`${PATH}?rayon=5`, [
        ['produit', '12'],
        ['quantite-11', '1'],
        ['ajouter', '11'],
      ]),
      context,
      false,
    )) as Response;
    expect(calls[1]?.body).toMatchObject({ lignes: [{ produit_id: 11, quantite: 1 }] });
    expect((calls[1]!.body as { lignes: unknown }).lignes).toEqual([{ produit_id: 11, quantite: 1 }]);
    expect(done.headers.get('location')).toBe(`${PATH}?rayon=5&ajout=1`);
  });

  it('refuses nothing ticked, a wrong quantity and another site’s form, adding nothing', async () => {
    const { calls, context } = setup(listAnswer);
    const none = (await usual.usualProductsAction(
      await post(PATH, [['ajouter', 'selection']]),
      context,
      false,
    )) as unknown as { data: { result: FormResult }; init: { status: number } };
    expect(none.init.status).toBe(422);
    expect(none.data.result.error?.['']).toEqual(['Cochez au moins un produit à ajouter au panier.']);
    const wrong = (await usual.usualProductsAction(
      await post(PATH, [
        ['produit', '11'],
        ['quantite-11', 'beaucoup'],
        ['ajouter', 'selection'],
      ]),
      context,
      false,
    )) as unknown as { data: { result: FormResult }; init: { status: number } };
    expect(wrong.init.status).toBe(422);
    // Beside the quantity, the ticks and the quantity typed given back.
    expect(wrong.data.result).toMatchObject({
      status: 'error',
      error: { 'quantite-11': ['La quantité de « Pâtes fusilli » doit être un nombre entre 1 et 24.'] },
      initialValue: { produit: '11', 'quantite-11': 'beaucoup' },
    });
    expect(wrong.data.result.error?.['']).toBeUndefined();
    await expect(
      usual.usualProductsAction(await post(PATH, [['ajouter', '11']], 'https://evil.test'), context, false),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('adds the usual basket’s ticked lines and comes back to it', async () => {
    const { calls, context } = setup((call) =>
      call.method === 'GET'
        ? Response.json({
            data: [
              {
                ...item(11, 'Pâtes fusilli'),
                raison: 'Acheté toutes les 2 semaines environ, dernier achat le 12 novembre 2026',
                date_prevue: '2026-11-26',
              },
            ],
          })
        : Response.json({ data: {}, errors: [], meta: { nb_ajoutes: 1, nb_erreurs: 0 } }),
    );
    const basketPath = `${PATH}/preparer-mon-panier`;
    const page = await usual.rhythmBasketLoader(await get(basketPath), context);
    expect(calls[0]?.path).toBe('/me/smartlistes/panier-habituel');
    expect(page.items[0]?.reason).toBe(
      'Acheté toutes les 2 semaines environ, dernier achat le 12 novembre 2026',
    );
    const done = (await usual.usualProductsAction(
      await post(basketPath, [
        ['produit', '11'],
        ['quantite-11', '2'],
      ]),
      context,
      true,
    )) as Response;
    expect((calls[2]!.body as { lignes: unknown }).lignes).toEqual([{ produit_id: 11, quantite: 2 }]);
    expect(done.headers.get('location')).toBe(`${basketPath}?ajout=1`);
  });
});

describe('cart suggestions from usual products', () => {
  const cart = { national: false, kind: 'drive' as const, lineCount: 2 };

  it('are asked for a logged-in customer with cart lines, those of the cart’s kind', async () => {
    const { calls, context } = setup(() =>
      Response.json({
        data: [
          item(11, 'Pâtes fusilli'),
          item(14, 'Bûche', {
            produit: { ...item(14, 'x').produit, types_panier: ['click_and_collect_traiteur_noel'] },
          }),
        ],
      }),
    );
    const items = await suggestions.loadUsualSuggestions(await get('/panier'), context, cart);
    expect(calls[0]?.path).toBe('/me/smartlistes/suggestions');
    expect(items.map((i) => i.id)).toEqual([11]);
  });

  it('are not asked for a visitor or an empty cart', async () => {
    const { calls, context } = setup(listAnswer);
    expect(await suggestions.loadUsualSuggestions(await get('/panier', false), context, cart)).toEqual([]);
    expect(
      await suggestions.loadUsualSuggestions(await get('/panier'), context, { ...cart, lineCount: 0 }),
    ).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('removing usual products', () => {
  const answer = (status: number) => (call: Call) =>
    call.method === 'GET'
      ? listAnswer()
      : status === 204
        ? new Response(null, { status })
        : Response.json(
            {
              status_code: 404,
              message: 'Ce produit ne fait pas partie de vos produits habituels.',
              code: 'produit_habituel_introuvable',
            },
            { status },
          );

  it('removes one product through the single call, then names it once on the page', async () => {
    const { calls, context } = setup(answer(204));
    const done = (await usual.usualProductsAction(
      await post(`${PATH}?rayon=5`, [
        ['produit', '11'],
        ['retirer', '13'],
      ]),
      context,
      false,
    )) as Response;
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/me/smartlistes/2/smartlisteItem/13' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${PATH}?rayon=5`);
    const page = await usual.usualProductsLoader(await get(`${PATH}?rayon=5`), context);
    expect(page.hidden).toEqual(['Café moulu']);
    const again = await usual.usualProductsLoader(await get(`${PATH}?rayon=5`), context);
    expect(again.hidden).toBeNull();
  });

  it('removes the ticked products through the bulk call', async () => {
    const { calls, context } = setup(answer(204));
    const done = (await usual.usualProductsAction(
      await post(PATH, [
        ['produit', '11'],
        ['produit', '13'],
        ['quantite-11', '3'],
        ['retirer', 'selection'],
      ]),
      context,
      false,
    )) as Response;
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/me/smartlistes/deleteItems',
      body: { magasin_id: 2, smartlisteItems: [11, 13] },
    });
    expect(done.headers.get('location')).toBe(PATH);
    const page = await usual.usualProductsLoader(await get(PATH), context);
    expect(page.hidden).toEqual(['Pâtes fusilli', 'Café moulu']);
  });

  it('refuses nothing ticked and another site’s form, and shows the API’s refusal', async () => {
    const { calls, context } = setup(answer(404));
    const none = (await usual.usualProductsAction(
      await post(PATH, [['retirer', 'selection']]),
      context,
      false,
    )) as unknown as { data: { result: FormResult }; init: { status: number } };
    expect(none.init.status).toBe(422);
    expect(none.data.result.error?.['']).toEqual([
      'Cochez au moins un produit à retirer de vos produits habituels.',
    ]);
    await expect(
      usual.usualProductsAction(await post(PATH, [['retirer', '11']], 'https://evil.test'), context, false),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    const refused = (await usual.usualProductsAction(
      await post(PATH, [['retirer', '99']]),
      context,
      false,
    )) as unknown as { data: { result: FormResult }; init: { status: number } };
    expect(refused.init.status).toBe(404);
    expect(refused.data.result.error?.['']).toEqual([
      'Ce produit ne fait pas partie de vos produits habituels.',
    ]);
    const page = await usual.usualProductsLoader(await get(PATH), context);
    expect(page.hidden).toBeNull();
  });
});
