import { messages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

let commitSession: typeof import('../../lib/session.server.ts').commitSession;
let list: typeof import('./orders-list.server.ts');
let detail: typeof import('./order-detail.server.ts');
let actions: typeof import('./order-actions.server.ts');
let pdf: typeof import('./order-pdf.server.ts');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession } = await import('../../lib/session.server.ts'));
  list = await import('./orders-list.server.ts');
  detail = await import('./order-detail.server.ts');
  actions = await import('./order-actions.server.ts');
  pdf = await import('./order-pdf.server.ts');
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

const get = async (path: string) =>
  new Request(`http://shop.test${path}`, { headers: { cookie: await cookie() } });
const post = async (path: string, fields: Record<string, string>, origin = 'http://shop.test') =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { cookie: await cookie(), origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const order = (over: Record<string, unknown> = {}) => ({
  id: 7,
  code: 'CMD-20261125-000007',
  titre: 'Commande CMD-20261125-000007',
  code_paiement: 'cb',
  code_type_commande: 'DRIVE',
  service_id: null,
  type_panier: 'drive',
  magasin_id: 2,
  magasin: { id: 2, name: 'Cabas Paris Marché', telephone: '0102030405' },
  date_de_retrait: '2026-11-27T09:00:00.000Z',
  date_de_retrait_max: '2026-11-27T10:00:00.000Z',
  adresse_retrait: { adresse: '1 rue du Marché', cp: '75001', ville: 'Paris' },
  adresse: null,
  statut_code: 'COMMANDEE',
  date_commande: '2026-11-25 18:16:00',
  frais: [],
  reductions: [],
  montant_total_remise: 0,
  montant_total_ttc: 12.5,
  montant_reservation_eurocora: 0,
  montant_tirelire: 0,
  montant_carte_cadeau: 0,
  has_alias_paiement: false,
  email_confirmation: 'marie.dupont@exemple.fr',
  montant_sous_total_ttc: 12.5,
  mode_paiement: 'cb',
  modes_paiement: [{ libelle: 'Carte bancaire', valeur: 12.5 }],
  is_archive: false,
  has_adresse_facture: false,
  url_facture: null,
  label_bon_ticket: null,
  tickets_de_caisse: [],
  avantages_total_animco: { points: 0, eurocora: 0, objets: [] },
  numero_commande_pro: null,
  lignes_commande: [
    {
      id: 1,
      produit_id: 31,
      montant: null,
      designation: 'Pommes Gala',
      quantite: 2,
      prix_unitaire: 2.5,
      montant_ttc: 5,
      substitution_accord: false,
      prix_total_avec_remise: 5,
      visuel: null,
      categorie_parente_id: null,
      suivi: 'EN_ATTENTE',
    },
    {
      id: 2,
      produit_id: 32,
      montant: null,
      designation: 'Lait demi-écrémé',
      quantite: 5,
      prix_unitaire: 1.5,
      montant_ttc: 7.5,
      substitution_accord: false,
      prix_total_avec_remise: 7.5,
      visuel: null,
      categorie_parente_id: null,
      suivi: 'EN_ATTENTE',
    },
  ],
  remplacements: [],
  ...over,
});

/** Julien's substitute waiting for his answer (decision 115). */
const substitution = (over: Record<string, unknown> = {}) => ({
  ligne_id: 2,
  produit_commande: 'Lait demi-écrémé',
  produit_remplacant: 'Lait entier',
  quantite: 5,
  prix_commande: 7.5,
  prix_unitaire: 1.4,
  prix: 7,
  decision: 'en_attente',
  decision_libelle: 'En attente de la réponse du client',
  date_limite: '2026-11-27T09:00:00.000Z',
  modifiable: true,
  version: 1,
  ...over,
});

const listAnswer = () =>
  Response.json({
    data: [order()],
    meta: {
      page: 2,
      total: 45,
      par_page: 20,
      nb_pages: 3,
      has_archive: true,
      sections: { valeurs: [2026, 2025] },
      magasins: [{ id: 2, name: 'Cabas Paris Marché' }],
    },
  });

describe('the orders list loader', () => {
  it('asks for the tab, the filters and the page; links keep the filters', async () => {
    const { calls, context } = setup(listAnswer);
    const data = await list.ordersListLoader(
      {
        request: await get(
          '/mon-compte/mes-commandes?archive=1&montant_total_ttc_min=10&tri=montant_desc&page=2',
        ),
        context,
      },
      false,
    );
    expect(calls[0]!.path).toBe('/me/commandes');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      archive: '1',
      montant_total_ttc_min: '10',
      tri: 'montant_desc',
      page: '2',
    });
    expect(data.view).toBe('archive');
    expect(data.orders[0]).toMatchObject({
      titre: 'Commande CMD-20261125-000007',
      dateText: '25 novembre 2026 à 18\u00a0h\u00a016',
      tone: 'warning',
      statutLabel: 'En cours',
      totalCents: 1250,
      href: '/mon-compte/mes-commandes/7',
    });
    expect(data.previousHref).toBe(
      '/mon-compte/mes-commandes?archive=1&montant_total_ttc_min=10&tri=montant_desc',
    );
    expect(data.nextHref).toBe(
      '/mon-compte/mes-commandes?archive=1&montant_total_ttc_min=10&tri=montant_desc&page=3',
    );
    expect(data.years).toEqual([2026, 2025]);
    expect(data.filtered).toBe(true);
  });

  it('leaves a refused filter out with its French message and applies the others', async () => {
    const { calls, context } = setup(listAnswer);
    const data = await list.ordersListLoader(
      {
        request: await get('/mon-compte/toutes-mes-commandes?date_min=2026-02-31&mag_id=2&tri=prix'),
        context,
      },
      true,
    );
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ mag_id: '2', tri: 'date_desc', page: '1' });
    expect(data.errors).toEqual({
      date_min: 'La date de début n’existe pas.',
      tri: 'Le tri choisi est invalide.',
    });
    expect(data.view).toBe('toutes');
  });
});

describe('the order page', () => {
  it('shows the order with French dates; another client’s order is the 404 page', async () => {
    const { calls, context } = setup((call) =>
      call.path === '/me/commandes/7'
        ? Response.json({ data: order() })
        : Response.json(
            { status_code: 404, message: 'Cette commande est introuvable.', code: 'commande_introuvable' },
            { status: 404 },
          ),
    );
    const data = await detail.orderDetailLoader({
      request: await get('/mon-compte/mes-commandes/7?archive=0&ajout=1&refus=32'),
      context,
      params: { id: '7' },
    });
    expect(calls[0]!.query.get('archive')).toBe('0');
    expect(data.order).toMatchObject({
      dateText: '25 novembre 2026 à 18\u00a0h\u00a016',
      pickupText: '27 novembre 2026 à 10\u00a0h\u00a000',
      slotText: '27 novembre 2026 de 10\u00a0h\u00a000 à 11\u00a0h\u00a000',
      changeHref: '/mon-compte/mes-commandes/7/modifier',
      cancelHref: '/mon-compte/mes-commandes/7/annulation',
      pdfHref: '/mon-compte/mes-commandes/7?downloadPDF=1',
      invoice: null,
    });
    expect(data.order.lines[0]).toMatchObject({ suiviLabel: 'En attente', suiviTone: 'orange' });
    expect(data.notice).toEqual({ kind: 'added', count: 1, refused: ['Lait demi-écrémé'] });
    const refused = await detail
      .orderDetailLoader({ request: await get('/mon-compte/mes-commandes/8'), context, params: { id: '8' } })
      .catch((e) => e);
    expect(refused.init.status).toBe(404);
    const bad = await detail
      .orderDetailLoader({
        request: await get('/mon-compte/mes-commandes/abc'),
        context,
        params: { id: 'abc' },
      })
      .catch((e) => e);
    expect(bad.init.status).toBe(404);
  });

  it('offers the invoice of a withdrawn order and no change or cancel link', async () => {
    const { context } = setup(() =>
      Response.json({
        data: order({
          statut_code: 'RETIREE',
          is_archive: true,
          url_facture: '/mon-compte/mes-commandes/7/facture',
        }),
      }),
    );
    const data = await detail.orderDetailLoader({
      request: await get('/mon-compte/mes-commandes/7'),
      context,
      params: { id: '7' },
    });
    expect(data.order.invoice).toEqual({
      href: '/mon-compte/mes-commandes/7/facture',
      label: 'Générer ma facture',
    });
    expect(data.order.changeHref).toBeNull();
    expect(data.order.cancelHref).toBeNull();
  });
});

describe('the substitutes on the order page (decision 115)', () => {
  const params = { id: '7' };
  const path = '/mon-compte/mes-commandes/7';

  it('shows each substitute with its price and deadline, and tells the answer given', async () => {
    const { context } = setup(() =>
      Response.json({
        data: order({
          statut_code: 'EN_ATTENTE',
          remplacements: [substitution({ decision: 'acceptee', modifiable: false, version: 2 })],
        }),
      }),
    );
    const data = await detail.orderDetailLoader({
      request: await get(`${path}?remplacement=acceptee&ligne=2`),
      context,
      params,
    });
    expect(data.order.substitutions).toEqual([
      {
        lineId: 2,
        ordered: 'Lait demi-écrémé',
        substitute: 'Lait entier',
        quantity: 5,
        orderedCents: 750,
        priceCents: 700,
        decision: 'acceptee',
        decisionLabel: 'Vous avez accepté ce remplacement.',
        deadlineText: '27 novembre 2026 à 10\u00a0h\u00a000',
        answerable: false,
        version: 2,
      },
    ]);
    expect(data.notice).toEqual({
      kind: 'substitution',
      lineId: 2,
      text: 'Remplacement accepté : vous recevrez Lait entier à la place de Lait demi-écrémé.',
    });
  });

  it('sends the answer with the version read, then back to the page', async () => {
    const { calls, context } = setup(() => Response.json({ data: substitution({ decision: 'refusee' }) }));
    const done = (await actions.orderDetailAction({
      request: await post(path, { intent: 'remplacement', ligne_id: '2', version: '1', decision: 'refusee' }),
      context,
      params,
    })) as Response;
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/me/commandes/7/remplacements/2',
      body: { decision: 'refusee', version: 1 },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${path}?remplacement=refusee&ligne=2#remplacements`);
  });

  it('shows a late answer’s refusal in the page, and refuses a bad form without calling', async () => {
    const { calls, context } = setup(() =>
      Response.json(
        {
          status_code: 409,
          message: 'Il est trop tard pour répondre à ce remplacement.',
          code: 'reponse_remplacement_expiree',
        },
        { status: 409 },
      ),
    );
    const late = (await actions.orderDetailAction({
      request: await post(path, { intent: 'remplacement', ligne_id: '2', decision: 'acceptee' }),
      context,
      params,
    })) as unknown as { data: unknown; init: { status: number } };
    expect(late.init.status).toBe(409);
    expect(late.data).toEqual({
      intent: 'remplacement',
      error: 'Il est trop tard pour répondre à ce remplacement.',
    });
    const bad = (await actions.orderDetailAction({
      request: await post(path, { intent: 'remplacement', ligne_id: '2', decision: 'peut-etre' }),
      context,
      params,
    })) as unknown as { data: unknown; init: { status: number } };
    expect(bad.init.status).toBe(422);
    expect(bad.data).toEqual({
      intent: 'remplacement',
      error: 'Choisissez d’accepter ou de refuser le remplacement.',
    });
    expect(calls).toHaveLength(1);
  });
});

describe('the order page’s actions', () => {
  const params = { id: '7' };
  const path = '/mon-compte/mes-commandes/7';

  it('refuses a post from another site', async () => {
    const { calls, context } = setup(() => Response.json({}));
    const refused = await actions
      .orderDetailAction({
        request: await post(path, { intent: 'renommer', titre: 'x' }, 'https://evil.test'),
        context,
        params,
      })
      .catch((e) => e);
    expect(refused.init.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('renames: a blank title is refused with the spec’s message, a good one is saved and trimmed', async () => {
    const { calls, context } = setup(() => Response.json({ data: order({ titre: 'Anniversaire' }) }));
    const refused = (await actions.orderDetailAction({
      request: await post(path, { intent: 'renommer', titre: '   ' }),
      context,
      params,
    })) as unknown as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(422);
    expect(refused.data).toMatchObject({
      intent: 'renommer',
      result: {
        status: 'error',
        error: { titre: ['Merci de renseigner un titre'] },
        initialValue: { intent: 'renommer', titre: '   ' },
      },
    });
    expect(calls).toEqual([]);
    const done = (await actions.orderDetailAction({
      request: await post(path, { intent: 'renommer', titre: ' Anniversaire ' }),
      context,
      params,
    })) as Response;
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/me/commandes/7',
      body: { titre: 'Anniversaire' },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${path}?renommee=1`);
  });

  it('shows an API refusal of the rename in its form, and an unknown button in the page', async () => {
    const { calls, context } = setup(() =>
      Response.json({ status_code: 409, message: 'Commande verrouillée', code: 'conflit' }, { status: 409 }),
    );
    const refused = (await actions.orderDetailAction({
      request: await post(path, { intent: 'renommer', titre: 'Anniversaire' }),
      context,
      params,
    })) as unknown as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(409);
    expect(refused.data).toMatchObject({
      intent: 'renommer',
      result: { error: { '': ['Commande verrouillée'] }, initialValue: { titre: 'Anniversaire' } },
    });
    const unknown = (await actions.orderDetailAction({
      request: await post(path, { intent: 'vider' }),
      context,
      params,
    })) as unknown as { data: unknown; init: { status: number } };
    expect(unknown.init.status).toBe(400);
    expect(unknown.data).toEqual({ intent: null, error: messages.generic });
    expect(calls).toHaveLength(1);
  });

  it('re-adds the lines to the cart of the store and names what was refused', async () => {
    const { calls, context } = setup((call) =>
      call.path === '/me/commandes/7'
        ? Response.json({ data: order() })
        : Response.json({
            data: {},
            errors: [{ index: 1, produit_id: 32, montant: null, code: 'produit_indisponible', message: 'x' }],
            meta: { nb_ajoutes: 1, nb_erreurs: 1 },
          }),
    );
    const done = (await actions.orderDetailAction({
      request: await post(path, { intent: 'reajouter' }),
      context,
      params,
    })) as Response;
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/magasins/2/panier/lignes',
      body: {
        type_panier: 'drive',
        lignes: [
          { produit_id: 31, quantite: 2 },
          { produit_id: 32, quantite: 5 },
        ],
      },
    });
    expect(done.headers.get('location')).toBe(`${path}?ajout=1&refus=32`);
  });

  it('orders again: the lines into the cart, then the cart page', async () => {
    const { context } = setup((call) =>
      call.path === '/me/commandes/7'
        ? Response.json({ data: order() })
        : Response.json({ data: {}, errors: [], meta: { nb_ajoutes: 2, nb_erreurs: 0 } }),
    );
    const done = (await actions.orderDetailAction({
      request: await post(path, { intent: 'recommander' }),
      context,
      params,
    })) as Response;
    expect(done.headers.get('location')).toBe('/panier');
  });

  it('in national mode, sends the shopper to the store chooser first', async () => {
    const { calls, context } = setup(() => Response.json({}), null);
    const done = (await actions.orderDetailAction({
      request: await post(path, { intent: 'reajouter' }),
      context,
      params,
    })) as Response;
    expect(done.headers.get('location')).toBe(
      '/magasins/choisir?redirectTo=%2Fmon-compte%2Fmes-commandes%2F7',
    );
    expect(calls).toEqual([]);
  });
});

describe('the order PDF', () => {
  const next = async () => new Response('page');
  it('answers the PDF as an attachment', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]);
    const { calls, context } = setup(
      () => new Response(bytes, { headers: { 'content-type': 'application/pdf' } }),
    );
    const response = (await pdf.orderPdfMiddleware(
      {
        request: await get('/mon-compte/mes-commandes/7?downloadPDF=1'),
        context,
        params: { id: '7' },
      } as never,
      next,
    )) as Response;
    expect(calls[0]!.path).toBe('/me/commandes/7/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="commande-7.pdf"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('goes back to the page with an error when the PDF cannot be had', async () => {
    const { context } = setup(() => Response.json({ status_code: 404, message: 'x' }, { status: 404 }));
    const thrown = await Promise.resolve(
      pdf.orderPdfMiddleware(
        {
          request: await get('/mon-compte/mes-commandes/7?downloadPDF=1'),
          context,
          params: { id: '7' },
        } as never,
        next,
      ),
    ).catch((e: Response) => e);
    if (!thrown) throw new Error('La redirection était attendue.');
    expect(thrown.headers.get('location')).toBe('/mon-compte/mes-commandes/7?pdf=erreur');
  });
});
