import { listMessages, messages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';

let commitSession: typeof import('../../lib/session.server.ts').commitSession;
let detail: typeof import('./list-detail.server.ts');
let page: typeof import('./lists-page.server.ts');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession } = await import('../../lib/session.server.ts'));
  detail = await import('./list-detail.server.ts');
  page = await import('./lists-page.server.ts');
});

type Answer = (method: string, path: string, query: URLSearchParams, body: unknown) => Response;

function setup(answer: Answer, storeId: number | null = 2) {
  const calls: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url));
    const path = u.pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}${u.search}`);
    return answer(method, path, u.searchParams, init?.body ? JSON.parse(String(init.body)) : undefined);
  };
  return {
    calls,
    context: fakeShopContext(fetch as typeof globalThis.fetch, storeId, { clientToken: false }),
  };
}

async function request(path: string, form?: Record<string, string | string[]>) {
  const cookie = (
    await commitSession(new Request('http://shop.test/'), {
      accessToken: 'jeton',
      refreshToken: 'r1',
      prenom: 'Marie',
      isPro: false,
    })
  ).split(';')[0]!;
  if (!form) return new Request(`http://shop.test${path}`, { headers: { cookie } });
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form))
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { cookie, origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
}

const product = (id: number, designation: string, available: boolean) => ({
  id,
  designation,
  marque: 'Cabas',
  url: `/article/${id}/produit-${id}`,
  photo: `/api/images/produits/300000000000${id}.svg`,
  quantite_libelle: '1 L',
  prix: available ? 1.5 : null,
  prix_barre: null,
  prix_unite_reference: null,
  unite_reference: null,
  disponible: available,
  qte_pas: 1,
  poids: [],
});

const list = {
  id: 7,
  titre: 'Courses',
  magasin_id: 2,
  date_creation: '2026-11-01T10:00:00.000Z',
  date_last_usage: '2026-11-20T10:00:00.000Z',
  nb_produits: 1,
  nb_produits_manquant: 1,
  items: [
    { id: 70, produit: product(1, 'Lait demi-écrémé', true), quantite: 2, indexPoids: 0 },
    { id: 71, produit: product(2, 'Beurre doux', false), quantite: 1, indexPoids: 0 },
  ],
};

const unknown = () =>
  Response.json(
    { status_code: 404, message: "Cette liste de courses n'existe pas.", code: 'liste_introuvable' },
    { status: 404 },
  );

describe('one list page', () => {
  it('shows the items priced in the store, the count with the missing ones', async () => {
    const { calls, context } = setup((_m, path) =>
      path === '/me/listes/7/vue' ? Response.json({ data: list }) : unknown(),
    );
    const data = await detail.listDetailLoader({
      request: await request('/mon-compte/mes-listes-de-courses/7?ajout=1&refus=2'),
      context,
      params: { id: '7' },
    });
    expect(calls).toEqual(['GET /me/listes/7/vue?magasin_id=2']);
    expect(data).toMatchObject({ titre: 'Courses', count: 2, missing: 1, national: false });
    expect(data.items.map((i) => [i.name, i.available, i.priceCents])).toEqual([
      ['Lait demi-écrémé', true, 150],
      ['Beurre doux', false, null],
    ]);
    expect(data.added).toEqual({ count: 1, refused: ['Beurre doux'] });
  });

  it("answers 404 for another customer's list (the API's 404) and for a bad id, on the page and its forms", async () => {
    const { context } = setup(() => unknown());
    const status = (promise: Promise<unknown>) =>
      promise.then(
        () => 200,
        (error: { init?: { status?: number } }) => error.init?.status,
      );
    expect(
      await status(
        detail.listDetailLoader({
          request: await request('/mon-compte/mes-listes-de-courses/8'),
          context,
          params: { id: '8' },
        }),
      ),
    ).toBe(404);
    expect(
      await status(detail.listDetailLoader({ request: await request('/x'), context, params: { id: 'abc' } })),
    ).toBe(404);
    const forms: Record<string, string>[] = [
      { intent: 'panier', choix: 'tout' },
      { retirer: '70' },
      { modifier: '70', quantite: '3' },
    ];
    for (const form of forms)
      expect(
        await status(
          detail.listDetailAction({
            request: await request('/mon-compte/mes-listes-de-courses/8', form),
            context,
            params: { id: '8' },
          }),
        ),
      ).toBe(404);
  });

  it('adds the chosen lines to the cart and comes back naming the refused products', async () => {
    let sent: unknown;
    const { context } = setup((method, path, _q, body) => {
      if (path === '/me/listes/7/vue') return Response.json({ data: list });
      if (method === 'POST' && path === '/magasins/2/panier/lignes') {
        sent = body;
        return Response.json({
          data: {},
          errors: [{ index: 1, produit_id: 2, montant: null, code: 'produit_indisponible', message: 'x' }],
          meta: { nb_ajoutes: 1, nb_erreurs: 1 },
        });
      }
      return unknown();
    });
    const answer = (await detail.listDetailAction({
      request: await request('/mon-compte/mes-listes-de-courses/7', {
        intent: 'panier',
        choix: 'selection',
        lignes: ['70', '71'],
      }),
      context,
      params: { id: '7' },
    })) as Response;
    expect(sent).toEqual({
      lignes: [
        { produit_id: 1, quantite: 2 },
        { produit_id: 2, quantite: 1 },
      ],
      type_panier: 'drive',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/mon-compte/mes-listes-de-courses/7?ajout=1&refus=2');
  });

  it('refuses an empty choice, and sends a shopper without a store to the store chooser', async () => {
    const { context } = setup((_m, path) =>
      path === '/me/listes/7/vue' ? Response.json({ data: list }) : unknown(),
    );
    const none = (await detail.listDetailAction({
      request: await request('/mon-compte/mes-listes-de-courses/7', { intent: 'panier', choix: 'selection' }),
      context,
      params: { id: '7' },
    })) as { data: { result: FormResult }; init: { status: number } };
    expect(none.init.status).toBe(422);
    expect(none.data.result.error?.['']).toEqual([
      'Merci de choisir au moins un produit à ajouter au panier.',
    ]);

    const national = setup(() => unknown(), null);
    const answer = (await detail.listDetailAction({
      request: await request('/mon-compte/mes-listes-de-courses/7', { intent: 'panier', choix: 'tout' }),
      context: national.context,
      params: { id: '7' },
    })) as Response;
    expect(answer.headers.get('location')).toBe(
      '/magasins/choisir?redirectTo=%2Fmon-compte%2Fmes-listes-de-courses%2F7',
    );
    expect(national.calls).toEqual([]);
  });
  it("changes a line's quantity and removes a line, the line named by the button pressed", async () => {
    const sent: unknown[] = [];
    const { calls, context } = setup((_m, _path, _q, body) => {
      sent.push(body);
      return Response.json({ data: { ...list, items: [] } });
    });
    const post = async (form: Record<string, string>) =>
      (await detail.listDetailAction({
        request: await request('/mon-compte/mes-listes-de-courses/7', form),
        context,
        params: { id: '7' },
      })) as Response & { data?: { ligne: number; result: FormResult }; init?: { status: number } };

    const changed = await post({ modifier: '70', quantite: '3' });
    expect(changed.headers.get('location')).toBe('/mon-compte/mes-listes-de-courses/7?ok=quantite');
    const removed = await post({ retirer: '71', quantite: '' });
    expect(removed.headers.get('location')).toBe('/mon-compte/mes-listes-de-courses/7?ok=retire');
    expect(calls).toEqual(['PUT /me/listes/7/items/70', 'POST /me/listes/7/items/suppression']);
    expect(sent).toEqual([
      { quantite: 3, magasin_id: 2 },
      { ids: [71], magasin_id: 2 },
    ]);

    const refused = await post({ modifier: '70', quantite: '0' });
    expect(refused.init?.status).toBe(422);
    expect(refused.data).toMatchObject({
      intent: 'quantite',
      ligne: 70,
      result: { status: 'error', error: { quantite: [expect.any(String)] }, initialValue: { quantite: '0' } },
    });
    expect(refused.data?.result.error?.['']).toBeUndefined();
    const badLine = await post({ retirer: 'abc' });
    expect(badLine.init?.status).toBe(400);
    expect(badLine.data).toMatchObject({ intent: 'retirer', ligne: null });
    expect(badLine.data?.result.error?.['']).toEqual([messages.generic]);
    expect(calls).toHaveLength(2);
  });
});

describe('the lists page', () => {
  const summaries = (count: number) =>
    Response.json({
      data: Array.from({ length: count }, (_, i) => ({
        ...list,
        id: i + 1,
        titre: `Liste ${i + 1}`,
        items: undefined,
      })),
    });

  it('counts each list with its missing products, in the national catalogue without a store', async () => {
    const { calls, context } = setup(() => summaries(2), null);
    const data = await page.listsLoader(await request('/mon-compte/mes-listes-de-courses'), context);
    expect(calls).toEqual(['GET /me/listes?magasin_id=999']);
    expect(data.national).toBe(true);
    expect(data.lists.map((l) => [l.titre, l.count, l.missing, l.href])).toEqual([
      ['Liste 1', 2, 1, '/mon-compte/mes-listes-de-courses/1'],
      ['Liste 2', 2, 1, '/mon-compte/mes-listes-de-courses/2'],
    ]);
  });

  it('opens the first list created, refuses a blank title without calling the API', async () => {
    const created = (lists: number) =>
      setup((method, path) => {
        if (method === 'GET' && path === '/me/listes') return summaries(lists);
        if (method === 'POST' && path === '/me/listes')
          return Response.json({ data: { ...list, id: 12, titre: 'Apéritif', items: [] } }, { status: 201 });
        return unknown();
      });
    const first = created(0);
    const answer = (await page.listsAction(
      await request('/mon-compte/mes-listes-de-courses', { intent: 'creer', titre: ' Apéritif ' }),
      first.context,
    )) as Response;
    expect(answer.headers.get('location')).toBe('/mon-compte/mes-listes-de-courses/12');
    const more = created(3);
    const js = (await page.listsAction(
      await request('/mon-compte/mes-listes-de-courses', { intent: 'creer', titre: 'Apéritif', js: '1' }),
      more.context,
    )) as { data: { created: unknown } };
    expect(js.data.created).toEqual({
      titre: 'Apéritif',
      href: '/mon-compte/mes-listes-de-courses/12',
      first: false,
    });

    const blank = created(3);
    const refused = (await page.listsAction(
      await request('/mon-compte/mes-listes-de-courses', { intent: 'creer', titre: '   ' }),
      blank.context,
    )) as unknown as { data: { result: FormResult }; init: { status: number } };
    expect(refused.init.status).toBe(422);
    expect(refused.data.result.error?.titre).toEqual(['Merci de nommer cette nouvelle liste']);
    expect(blank.calls).toEqual([]);
  });

  it('shows the refusal of one list too many in the form, not under the title', async () => {
    const full = () =>
      Response.json(
        { status_code: 422, message: listMessages.listsFull, code: 'listes_completes' },
        { status: 422 },
      );
    const { calls, context } = setup((method, path) =>
      method === 'GET' && path === '/me/listes' ? summaries(50) : full(),
    );
    const forms: Record<string, string>[] = [
      { intent: 'creer', titre: 'Une de trop', js: '1' },
      { intent: 'creer', titre: 'Une de trop' },
      { intent: 'ajouter', liste: 'nouvelle', titre: 'Une de trop', produit_id: '1' },
    ];
    for (const form of forms) {
      const answer = (await page.listsAction(
        await request('/mon-compte/mes-listes-de-courses', form),
        context,
      )) as unknown as { data: { ok: boolean; result: FormResult }; init: { status: number } };
      expect(answer.init.status, form.intent).toBe(422);
      expect(answer.data).toMatchObject({
        ok: false,
        result: { error: { '': [listMessages.listsFull] }, initialValue: { titre: 'Une de trop' } },
      });
      expect(answer.data.result.error?.titre).toBeUndefined();
    }
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(Array(3).fill('POST /me/listes'));
  });

  it('refuses a blank new name under the title, a missing choice and an unknown intent in the alert', async () => {
    const { calls, context } = setup(() => summaries(1));
    const post = async (form: Record<string, string>) =>
      (await page.listsAction(
        await request('/mon-compte/mes-listes-de-courses', form),
        context,
      )) as unknown as {
        data: { intent: string; id: number | null; result: FormResult };
        init: { status: number };
      };
    const blank = await post({ intent: 'renommer', id: '7', titre: ' ', js: '1' });
    expect(blank.init.status).toBe(422);
    expect(blank.data).toMatchObject({
      intent: 'renommer',
      id: 7,
      result: { error: { titre: [listMessages.renameRequired] }, initialValue: { titre: ' ' } },
    });
    expect(blank.data.result.error?.['']).toBeUndefined();
    const unchosen = await post({ intent: 'ajouter', produit_id: '1' });
    expect(unchosen.init.status).toBe(422);
    expect(unchosen.data.result.error?.['']).toEqual([listMessages.chooseOrTitle]);
    const unknownIntent = await post({ intent: 'vider' });
    expect(unknownIntent.init.status).toBe(400);
    expect(unknownIntent.data.result.error?.['']).toEqual([messages.generic]);
    expect(calls).toEqual([]);
  });

  it("answers another customer's list with its message when renaming or deleting it", async () => {
    const { context } = setup(() => unknown());
    const forms: Record<string, string>[] = [
      { intent: 'renommer', id: '8', titre: 'Volée' },
      { intent: 'supprimer', id: '8' },
      { intent: 'ajouter', liste: '8', produit_id: '1' },
    ];
    for (const form of forms) {
      const answer = (await page.listsAction(
        await request('/mon-compte/mes-listes-de-courses', form),
        context,
      )) as unknown as { data: { result: FormResult }; init: { status: number } };
      expect(answer.init.status, form.intent).toBe(404);
      expect(answer.data.result.error?.['']).toEqual(["Cette liste de courses n'existe pas."]);
    }
  });
});
