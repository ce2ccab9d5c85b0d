import { API_ERROR_CODES } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login, testClock } from '../../../test/accounts-helpers.ts';
import { driveStore, plainProducts } from '../../../test/helpers/cart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-loyalty-earning.ts';
import { type HistoryOrder, insertHistoryOrders } from '../../db/seed/orders-history.ts';

let t: TestApp;
let marie: Record<string, string>;
let julien: Record<string, string>;
let pro: Record<string, string>;
let shop: number;
let otherShop: number;
/** Marie's orders by name. */
const ids: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };
let proOrder: number;
let guaranteed: { id: number; designation: string };
let product: { id: number; designation: string };

const clientOf = (email: string) =>
  t.database.db
    .selectFrom('clients')
    .select(['id', 'email'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
const line = (p: { id: number; designation: string }, quantity: number, unitPriceCents: number) => ({
  productId: p.id,
  designation: p.designation,
  quantity,
  unitPriceCents,
});

beforeAll(async () => {
  // "Today" is Thursday 26 November 2026, 11:00 in Paris.
  t = await createTestApp({ clock: testClock(new Date('2026-11-26T10:00:00Z')) });
  shop = await driveStore(t);
  const [first] = await plainProducts(t, shop, 1);
  product = { id: first!.id, designation: 'Produit du test' };
  const other = await t.database.db
    .selectFrom('stores')
    .select('id')
    .where('id', '<>', shop)
    .where('is_national', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherShop = other.id;
  guaranteed = await t.database.db
    .selectFrom('products')
    .select(['id', 'designation'])
    .where('garantie_legale', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const m = await clientOf(DEMO_ACCOUNTS.standard.email);
  const card = await t.database.db
    .insertInto('loyalty_cards')
    .values({
      client_id: m.id,
      type_carte: 'CP',
      sous_type: 'CP',
      numero: '9130000011112222',
      solde_cents: 0,
      solde_points: 0,
      code_hash: null,
      expired: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plan: HistoryOrder[] = [
    // a: in progress, 20 € of lines + 3 € fees − 2 € promo = 21 €; 5 € cagnotte, 10 € gift card.
    {
      storeId: shop,
      placedAt: new Date('2026-11-20T17:16:00Z'),
      statut: 'COMMANDEE',
      lines: [line(product, 2, 1000)],
      fraisCents: 300,
      promoCents: 200,
      tirelireCents: 500,
      giftCardCents: 1000,
    },
    // b: withdrawn, 45 €, with a loyalty reduction of 1,50 € and 1,20 € of eurocora.
    {
      storeId: shop,
      placedAt: new Date('2026-10-01T08:00:00Z'),
      statut: 'RETIREE',
      lines: [line(product, 3, 1550)],
      loyaltyReductionCents: 150,
      eurocoraCents: 120,
    },
    // c: cancelled, at another store, paid with the CP card: 80 €.
    {
      storeId: otherShop,
      placedAt: new Date('2026-06-15T12:00:00Z'),
      statut: 'ANNULEE',
      lines: [line(product, 4, 2000)],
      loyaltyCardId: card.id,
    },
    // d: 31 December 2025 at 23:30 in Paris (22:30 UTC), with a guaranteed product: 120 €.
    {
      storeId: shop,
      placedAt: new Date('2025-12-31T22:30:00Z'),
      statut: 'RETIREE',
      lines: [line(guaranteed, 1, 12000)],
    },
  ];
  [ids.a, ids.b, ids.c, ids.d] = (await insertHistoryOrders(t.database.db, m, plan)) as [
    number,
    number,
    number,
    number,
  ];
  // What b earned on Marie's card at its hand-over (decision 123).
  await t.database.db
    .insertInto('order_loyalty_earnings')
    .values({
      order_id: ids.b,
      client_id: m.id,
      card_numero: '9130000000000123',
      cents: 240,
      points: 45,
      created_at: new Date().toISOString(),
    })
    .execute();
  const p = await clientOf(DEMO_ACCOUNTS.pro.email);
  [proOrder] = (await insertHistoryOrders(t.database.db, p, [
    {
      storeId: shop,
      placedAt: new Date('2026-11-02T09:00:00Z'),
      statut: 'RETIREE',
      lines: [line(product, 1, 900)],
    },
  ])) as [number];
  marie = bearer((await login(t, DEMO_ACCOUNTS.standard)).access_token);
  julien = bearer((await login(t, DEMO_ACCOUNTS.loyalty)).access_token);
  pro = bearer((await login(t, DEMO_ACCOUNTS.pro)).access_token);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = marie) =>
  t.app.inject({ method: 'GET', url, headers });
const idsOf = async (query: string, headers = marie) => {
  const res = await get(`/api/me/commandes${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((o: { id: number }) => o.id);
};

describe('the list of orders: tabs, filters, presets, sorts', () => {
  it('splits current and archived orders; without a tab, every order, newest first', async () => {
    expect(await idsOf('?archive=0')).toEqual([ids.a]);
    expect(await idsOf('?archive=1')).toEqual([ids.b, ids.c, ids.d]);
    expect(await idsOf('')).toEqual([ids.a, ids.b, ids.c, ids.d]);
    const body = (await get('/api/me/commandes?archive=1')).json();
    expect(body.meta).toEqual({
      page: 1,
      total: 3,
      par_page: 20,
      nb_pages: 1,
      has_archive: true,
      sections: { valeurs: [2026, 2025] },
      magasins: expect.arrayContaining([
        expect.objectContaining({ id: shop }),
        expect.objectContaining({ id: otherShop }),
      ]),
    });
    expect(body.meta.magasins).toHaveLength(2);
    expect(body.data.every((o: { is_archive: boolean }) => o.is_archive)).toBe(true);
  });

  it('filters on the amount, both bounds included', async () => {
    expect(await idsOf('?montant_total_ttc_min=45&montant_total_ttc_max=80')).toEqual([ids.b, ids.c]);
    expect(await idsOf('?montant_total_ttc_max=21')).toEqual([ids.a]);
  });

  it('filters on Paris days: the last day is included up to midnight in Paris', async () => {
    expect(await idsOf('?date_max=2025-12-31')).toEqual([ids.d]);
    expect(await idsOf('?date_min=2026-01-01')).toEqual([ids.a, ids.b, ids.c]);
    expect(await idsOf('?date_min=2026-10-01&date_max=2026-10-01')).toEqual([ids.b]);
  });

  it('presets: the last month, 3 and 6 months, a year (a preset wins over typed dates)', async () => {
    expect(await idsOf('?periode=1m')).toEqual([ids.a]);
    expect(await idsOf('?periode=3m')).toEqual([ids.a, ids.b]);
    expect(await idsOf('?periode=6m')).toEqual([ids.a, ids.b, ids.c]);
    expect(await idsOf('?annee=2025')).toEqual([ids.d]);
    expect(await idsOf('?annee=2026&date_max=2025-01-01')).toEqual([ids.a, ids.b, ids.c]);
  });

  it('filters on the store, the card type and the guarantee', async () => {
    expect(await idsOf(`?mag_id=${otherShop}`)).toEqual([ids.c]);
    expect(await idsOf('?type_carte=CP')).toEqual([ids.c]);
    expect(await idsOf('?type_carte=CRF')).toEqual([]);
    expect(await idsOf('?garantie=1')).toEqual([ids.d]);
    expect(await idsOf('?garantie=0')).toEqual([ids.a, ids.b, ids.c]);
  });

  it('sorts by date or amount, both ways', async () => {
    expect(await idsOf('?tri=date_asc')).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(await idsOf('?tri=montant_desc')).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(await idsOf('?tri=montant_asc')).toEqual([ids.a, ids.b, ids.c, ids.d]);
  });

  it('refuses bad filters with a French 422, never a 500', async () => {
    const cases: [string, string, string][] = [
      [
        '?montant_total_ttc_min=50&montant_total_ttc_max=10',
        'montant_total_ttc_max',
        'Le montant maximum doit être supérieur ou égal au montant minimum.',
      ],
      ['?date_min=2026-02-31', 'date_min', 'La date de début n’existe pas.'],
      [
        '?date_min=2026-10-02&date_max=2026-10-01',
        'date_max',
        'La date de fin doit être postérieure ou égale à la date de début.',
      ],
      ['?tri=prix', 'tri', 'Le tri choisi est invalide.'],
      ['?periode=2m', 'periode', 'La période choisie est invalide.'],
      ['?montant_total_ttc_min=abc', 'montant_total_ttc_min', 'Le montant minimum doit être un nombre.'],
      ['?garantie=oui', 'garantie', 'La valeur doit être 0 ou 1.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/me/commandes${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field], query).toContain(message);
    }
  });

  it('shows none of another client’s orders', async () => {
    expect(await idsOf('', julien)).toEqual([]);
    const body = (await get('/api/me/commandes', julien)).json();
    expect(body.meta).toMatchObject({
      total: 0,
      has_archive: false,
      sections: { valeurs: [] },
      magasins: [],
    });
  });
});

describe('one order', () => {
  it('answers the sub-total, the payment means, the tab and the tracked lines', async () => {
    const res = await get(`/api/me/commandes/${ids.a}?archive=0`);
    expect(res.statusCode).toBe(200);
    const o = res.json().data;
    expect(o).toMatchObject({
      statut_code: 'COMMANDEE',
      montant_total_ttc: 21,
      montant_sous_total_ttc: 20,
      montant_total_remise: 2,
      mode_paiement: 'cb',
      modes_paiement: [
        { libelle: 'Code promo FIDELE5', valeur: 2 },
        { libelle: 'Cagnotte', valeur: 5 },
        { libelle: 'Carte cadeau', valeur: 10 },
        { libelle: 'Carte bancaire', valeur: 6 },
      ],
      is_archive: false,
      has_adresse_facture: false,
      url_facture: null,
      tickets_de_caisse: [],
      numero_commande_pro: null,
      date_commande: '2026-11-20 18:16:00',
    });
    expect(o.lignes_commande).toEqual([
      expect.objectContaining({
        produit_id: product.id,
        quantite: 2,
        montant_ttc: 20,
        prix_total_avec_remise: 18,
        suivi: 'EN_ATTENTE',
        visuel: expect.stringMatching(/^\/api\/.+\.svg$/),
      }),
    ]);
  });

  it('a withdrawn order: invoice page, loyalty benefits (what it earned), delivered lines', async () => {
    const o = (await get(`/api/me/commandes/${ids.b}?archive=1`)).json().data;
    expect(o.url_facture).toBe(`/mon-compte/mes-commandes/${ids.b}/facture`);
    expect(o.avantages_total_animco).toEqual({
      points: 45,
      eurocora: 2.4,
      objets: [{ valeur: 1.5, libelle: 'Remise fidélité' }],
    });
    expect(o.lignes_commande[0].suivi).toBe('LIVRE');
    const cancelled = (await get(`/api/me/commandes/${ids.c}`)).json().data;
    expect(cancelled.lignes_commande[0].suivi).toBe('ANNULE');
    expect(cancelled.url_facture).toBeNull();
  });

  it('a pro order: its pro number, no loyalty benefits, no invoice', async () => {
    const o = (await get(`/api/me/commandes/${proOrder}`, pro)).json().data;
    expect(o.numero_commande_pro).toBe(o.code);
    expect(o.avantages_total_animco).toBeNull();
    expect(o.url_facture).toBeNull();
  });

  it('the products of an order, with their availability at the order’s store', async () => {
    const res = await get(`/api/me/commandes/${ids.c}/produits`);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ commande_id: ids.c, magasin_id: otherShop, statut_code: 'ANNULEE' });
    expect(res.json().data[0]).toMatchObject({
      produit_id: product.id,
      suivi: 'ANNULE',
      slug: expect.any(String),
    });
    expect(typeof res.json().data[0].disponible).toBe('boolean');
  });

  it('renames an order: required, trimmed, at most 80 characters', async () => {
    const rename = (titre: unknown, headers = marie) =>
      t.app.inject({ method: 'PUT', url: `/api/me/commandes/${ids.a}`, headers, payload: { titre } });
    let res = await rename('  ');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Merci de renseigner un titre');
    res = await rename('x'.repeat(81));
    expect(res.statusCode).toBe(422);
    res = await rename('  Anniversaire de Léa ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.titre).toBe('Anniversaire de Léa');
  });

  it('another client’s order is not found on every route', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/me/commandes/${ids.a}`, undefined],
      ['GET', `/api/me/commandes/${ids.a}?archive=0`, undefined],
      ['GET', `/api/me/commandes/${ids.a}/produits`, undefined],
      ['PUT', `/api/me/commandes/${ids.a}`, { titre: 'Volée' }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: julien, payload });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(API_ERROR_CODES.orderNotFound);
    }
    expect((await get(`/api/me/commandes/${ids.a}`)).json().data.titre).toBe('Anniversaire de Léa');
    expect((await get(`/api/me/commandes/${ids.a}/produits`, {})).statusCode).toBe(401);
  });
});

describe('pages', () => {
  it('pages by 20 with the number of pages', async () => {
    const m = await clientOf(DEMO_ACCOUNTS.standard.email);
    const more: HistoryOrder[] = Array.from({ length: 19 }, (_, i) => ({
      storeId: shop,
      placedAt: new Date(Date.UTC(2026, 8, 1 + i, 9)),
      statut: 'RETIREE',
      lines: [line(product, 1, 100 + i)],
    }));
    await insertHistoryOrders(t.database.db, m, more);
    const first = (await get('/api/me/commandes')).json();
    expect(first.data).toHaveLength(20);
    expect(first.meta).toMatchObject({ page: 1, total: 23, nb_pages: 2 });
    const second = (await get('/api/me/commandes?page=2')).json();
    expect(second.data.map((o: { id: number }) => o.id).slice(1)).toEqual([ids.c, ids.d]);
    expect(second.data).toHaveLength(3);
    expect((await get('/api/me/commandes?page=3')).json().data).toEqual([]);
  });
});
