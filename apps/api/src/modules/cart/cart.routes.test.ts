import { randomUUID } from 'node:crypto';
import { bulkAddResponseSchema, cartMessages, messages, NATIONAL_STORE_ID } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../../test/accounts-helpers.ts';
import {
  call,
  cartOf,
  countLines,
  driveStore,
  linePath,
  plainProducts,
  setLine,
  setStock,
  visitor,
  weighedProduct,
} from '../../../test/helpers/cart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let shop: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await driveStore(t);
});
afterAll(() => t?.close());

describe('cart lines', () => {
  it('answers an empty drive cart before anything is added', async () => {
    const cart = await cartOf(t, shop, visitor());
    expect(cart).toMatchObject({
      id: null,
      magasin_id: shop,
      type_panier: 'drive',
      montant_total_ttc: 0,
      montant_total_ttc_sans_rsa: 0,
      lignes_panier: [],
      reductions: [],
    });
  });

  it('sets absolute quantities: adding twice the same quantity changes nothing, 0 removes', async () => {
    const me = visitor();
    const [a, b] = await plainProducts(t, shop, 2);
    let res = await setLine(t, shop, a!.id, me, { quantite: 2 });
    expect(res.statusCode).toBe(200);
    res = await setLine(t, shop, a!.id, me, { quantite: 2 });
    await setLine(t, shop, b!.id, me, { quantite: 1, substitution_accord: true });
    const cart = await cartOf(t, shop, me);
    expect(cart.lignes_panier.map((l) => [l.produit_id, l.quantite])).toEqual([
      [a!.id, 2],
      [b!.id, 1],
    ]);
    expect(cart.montant_total_ttc).toBe((2 * a!.price_cents + b!.price_cents) / 100);
    expect(cart.montant_total_ttc_sans_rsa).toBe(cart.montant_total_ttc);
    expect(cart.nb_produits).toBe(2);
    expect(cart.nb_articles).toBe(3);
    const line = cart.lignes_panier[1]!;
    expect(line).toMatchObject({
      substitution_accord: true,
      disponible: true,
      prix_ajout: b!.price_cents / 100,
    });
    expect(line.produit).toMatchObject({ id: b!.id, quantite: 1, jours_retraits: [], infos_vendeur: null });
    expect(line.produit.category_path.length).toBeGreaterThan(0);

    res = await setLine(t, shop, a!.id, me, { quantite: 0 });
    expect(res.json().data.lignes_panier.map((l: { produit_id: number }) => l.produit_id)).toEqual([b!.id]);
    res = await call(t, 'DELETE', linePath(shop, b!.id), me);
    expect(res.json().data.lignes_panier).toEqual([]);
  });

  it('takes weighed goods in kilograms, in steps from the minimum to the maximum', async () => {
    const me = visitor();
    const p = await weighedProduct(t, shop);
    const weight = p.qte_min_panier + 2 * p.qte_pas;
    const res = await setLine(t, shop, p.id, me, { quantite: weight });
    expect(res.statusCode).toBe(200);
    const line = res.json().data.lignes_panier[0];
    expect(line.quantite).toBeCloseTo(weight, 3);
    expect(line.montant_ttc).toBe(Math.round(p.price_cents * weight) / 100);
    expect(line.produit.pft).toBe(true);

    const off = await setLine(t, shop, p.id, me, { quantite: weight + p.qte_pas / 2 });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.quantite).toEqual([cartMessages.quantite_pas(p.qte_pas)]);
    const above = await setLine(t, shop, p.id, me, { quantite: p.qte_max_panier + p.qte_pas });
    expect(above.json().errors.quantite).toEqual([cartMessages.quantite_max(p.qte_max_panier)]);
  });

  it('refuses bad quantities and unknown products with French field errors, changing nothing', async () => {
    const me = visitor();
    const [a] = await plainProducts(t, shop, 1);
    await setLine(t, shop, a!.id, me, { quantite: 3 });
    const before = await countLines(t);
    // The cart rules' refusals carry their code; the schema's own (a wrong type) carry none here.
    const cases: [object, number, string, string, string | undefined][] = [
      [{ quantite: -1 }, 422, 'quantite', cartMessages.quantite_negative, undefined],
      [{ quantite: 1.5 }, 422, 'quantite', cartMessages.quantite_decimale, 'quantite_decimale'],
      [{ quantite: 'deux' }, 422, 'quantite', cartMessages.quantite_invalide, undefined],
      [{}, 422, 'quantite', cartMessages.quantiteRequired, undefined],
      [
        { quantite: a!.qte_max_panier + 1 },
        422,
        'quantite',
        cartMessages.quantite_max(a!.qte_max_panier),
        'quantite_max',
      ],
      [
        { quantite: 1, type_panier: 'ldd' },
        422,
        'type_panier',
        cartMessages.type_panier_interdit,
        'type_panier_interdit',
      ],
      [{ quantite: 1, type_panier: 'camion' }, 422, 'type_panier', cartMessages.typePanier, undefined],
    ];
    for (const [body, status, field, message, code] of cases) {
      const res = await setLine(t, shop, a!.id, me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errors[field]).toEqual([message]);
      if (code) expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    const unknown = await setLine(t, shop, 99_999_999, me, { quantite: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: cartMessages.produit_inconnu, code: 'produit_inconnu' });
    const badId = await setLine(t, shop, -3 as number, me, { quantite: 1 });
    expect(badId.statusCode).toBe(400);
    expect(await countLines(t)).toBe(before);
    expect((await cartOf(t, shop, me)).lignes_panier[0]!.quantite).toBe(3);
  });

  it('caps quantities by the stock and flags lines whose product ran out', async () => {
    const me = visitor();
    const [, , p] = await plainProducts(t, shop, 3);
    await setLine(t, shop, p!.id, me, { quantite: 2 });
    await setStock(t, shop, p!.id, 4);
    const tooMany = await setLine(t, shop, p!.id, me, { quantite: 5 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.quantite).toEqual([cartMessages.stock_insuffisant(4)]);
    expect(tooMany.json().code).toBe('stock_insuffisant');
    await setStock(t, shop, p!.id, 0);
    const cart = await cartOf(t, shop, me);
    expect(cart.lignes_panier[0]).toMatchObject({
      disponible: false,
      raison_indisponibilite: 'stock_insuffisant',
      montant_ttc: 0,
    });
    expect(cart.montant_total_ttc).toBe(0);
    expect(cart.nb_produits).toBe(0);
    await setStock(t, shop, p!.id, 500);
  });

  it('keeps the price at add as a snapshot but totals with the current price', async () => {
    const me = visitor();
    const [, , , p] = await plainProducts(t, shop, 4);
    await setLine(t, shop, p!.id, me, { quantite: 2 });
    await t.database.db
      .updateTable('offers')
      .set({ price_cents: p!.price_cents + 100 })
      .where('store_id', '=', shop)
      .where('product_id', '=', p!.id)
      .execute();
    const line = (await cartOf(t, shop, me)).lignes_panier[0]!;
    expect(line.prix_ajout).toBe(p!.price_cents / 100);
    expect(line.prix_unitaire).toBe((p!.price_cents + 100) / 100);
    expect(line.montant_ttc).toBe((2 * (p!.price_cents + 100)) / 100);
  });

  it('takes immediate reductions off montant_total_ttc: a lot, on the first 6 units only', async () => {
    const me = visitor();
    const products = await plainProducts(t, shop, 30);
    const p = products[25]!;
    const day = 86_400_000;
    await t.database.db
      .insertInto('offer_advantages')
      .values({
        store_id: shop,
        product_id: p.id,
        type_avantage: 'RI',
        texte_avantage: '-50% sur le 2ème',
        lot: 2,
        nb_pdt_lot: 2,
        valeur: 50,
        unite: '%',
        prime_fid: null,
        starts_at: new Date(Date.now() - day).toISOString(),
        ends_at: new Date(Date.now() + day).toISOString(),
      })
      .execute();
    const res = await setLine(t, shop, p.id, me, { quantite: 9 });
    const cart = res.json().data;
    // 9 units: the lots count among the first 6 only (3 lots), each taking 50% off one unit.
    const reduction = Math.round((3 * p.price_cents) / 2);
    expect(cart.montant_total_ttc_sans_rsa).toBe((9 * p.price_cents) / 100);
    expect(cart.montant_total_ttc).toBe((9 * p.price_cents - reduction) / 100);
    expect(cart.lignes_panier[0].remise).toBe(reduction / 100);
    expect(cart.lignes_panier[0].produit.avantages[0]).toMatchObject({ type_avantage: 'RI', lot: 2 });
  });

  it('empties the cart', async () => {
    const me = visitor();
    const [a, b] = await plainProducts(t, shop, 2);
    await setLine(t, shop, a!.id, me, { quantite: 1 });
    await setLine(t, shop, b!.id, me, { quantite: 1 });
    const res = await call(t, 'DELETE', `/api/magasins/${shop}/panier`, me);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lignes_panier).toEqual([]);
  });

  it('stores the substitution choice per line', async () => {
    const me = visitor();
    const [a] = await plainProducts(t, shop, 1);
    await setLine(t, shop, a!.id, me, { quantite: 1 });
    const res = await call(t, 'PUT', `${linePath(shop, a!.id)}/substitution`, me, {
      substitution_accord: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lignes_panier[0].substitution_accord).toBe(true);
    const missing = await call(t, 'PUT', `${linePath(shop, a!.id + 1)}/substitution`, me, {
      substitution_accord: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ligne_introuvable');
  });
});

describe('cart kinds, pros and national mode', () => {
  it('has no cart in national mode (409) and no quantities there', async () => {
    const [a] = await plainProducts(t, shop, 1);
    const res = await setLine(t, NATIONAL_STORE_ID, a!.id, visitor(), { quantite: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: cartMessages.nationalStore, code: 'magasin_national' });
    const quantities = await call(t, 'GET', `/api/magasins/${NATIONAL_STORE_ID}/panier/quantites`, visitor());
    expect(quantities.json()).toEqual({ data: {} });
  });

  it('requires a valid uuid from anonymous shoppers', async () => {
    const none = await call(t, 'GET', `/api/magasins/${shop}/panier`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.uuid).toEqual([cartMessages.uuidRequired]);
    expect(none.json().code).toBe('visiteur_non_identifie');
    const bad = await call(t, 'GET', `/api/magasins/${shop}/panier`, { 'x-uuid': 'pas-un-uuid' });
    expect(bad.json().errors.uuid).toEqual([cartMessages.uuidInvalid]);
  });

  it('labels the seller delay of an ldd cart: one line, then several', async () => {
    const me = visitor();
    const ldd = await t.database.db
      .selectFrom('products as p')
      .innerJoin('offers as o', 'o.product_id', 'p.id')
      .select('p.id')
      .where('o.store_id', '=', shop)
      .where('p.types_panier', 'like', '%"ldd"%')
      .where('o.stock', '>', 5)
      .orderBy('p.id')
      .limit(2)
      .execute();
    expect(ldd).toHaveLength(2);
    let res = await setLine(t, shop, ldd[0]!.id, me, { quantite: 1, type_panier: 'ldd' });
    expect(res.statusCode).toBe(200);
    const one = res.json().data;
    const days = one.lignes_panier[0].produit.infos_vendeur.delai_livraison;
    expect(one.libelle_delai_livraison).toBe(`Sous ${days} jours ouvrés`);
    res = await setLine(t, shop, ldd[1]!.id, me, { quantite: 1, type_panier: 'ldd' });
    expect(res.json().data.libelle_delai_livraison).toBe('Voir les délais de livraison');
    const drive = await cartOf(t, shop, me);
    expect(drive.lignes_panier).toEqual([]);
  });

  it('lists the bag deposit option in drive carts of stores that charge it', async () => {
    const mode = await t.database.db
      .selectFrom('store_order_modes')
      .select('bag_deposit_cents')
      .where('store_id', '=', shop)
      .where('type', '=', 'DRIVE')
      .executeTakeFirstOrThrow();
    const cart = await cartOf(t, shop, visitor());
    if (mode.bag_deposit_cents === null) expect(cart.options_incluses).toEqual([]);
    else
      expect(cart.options_incluses).toEqual([
        expect.objectContaining({ type: 'CSAC', montant_unitaire: mode.bag_deposit_cents / 100 }),
      ]);
    expect((await cartOf(t, shop, visitor(), 'ldd')).options_incluses).toEqual([]);
  });

  it('keeps pros out of caterer, click-and-collect and seller products', async () => {
    const session = await login(t, DEMO_ACCOUNTS.pro);
    const caterer = await t.database.db
      .selectFrom('products as p')
      .innerJoin('offers as o', 'o.product_id', 'p.id')
      .select('p.id')
      .where('o.store_id', '=', shop)
      .where('p.types_panier', 'like', '%traiteur_noel%')
      .where('p.is_weighed', '=', 0)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const res = await setLine(t, shop, caterer.id, bearer(session.access_token), {
      quantite: 1,
      type_panier: 'click_and_collect_traiteur_noel',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.produitId).toEqual([cartMessages.produit_interdit_pro]);
  });

  it('lets a pro add nothing in a store outside the agreement', async () => {
    const session = await login(t, DEMO_ACCOUNTS.pro);
    const agreement = await t.database.db
      .selectFrom('client_pro_stores as a')
      .innerJoin('clients as c', 'c.id', 'a.client_id')
      .select('a.store_id')
      .where('c.email', '=', DEMO_ACCOUNTS.pro.email)
      .execute();
    const outside = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('is_national', '=', 0)
      .where('service_corapro', '=', 1)
      .where(
        'id',
        'not in',
        agreement.map((a) => a.store_id),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [p] = await plainProducts(t, outside.id, 1);
    const res = await setLine(t, outside.id, p!.id, bearer(session.access_token), { quantite: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.proStoreNotAllowed);
    const inside = agreement[0]!.store_id;
    const [q] = await plainProducts(t, inside, 1);
    expect((await setLine(t, inside, q!.id, bearer(session.access_token), { quantite: 1 })).statusCode).toBe(
      200,
    );
  });

  it('gives quantities per product and cart kind in one call', async () => {
    const me = visitor();
    const [a] = await t.database.db
      .selectFrom('products as p')
      .innerJoin('offers as o', 'o.product_id', 'p.id')
      .select('p.id')
      .where('o.store_id', '=', shop)
      .where('p.types_panier', '=', '["drive","ldd"]')
      .where('o.stock', '>', 5)
      .orderBy('p.id')
      .execute();
    await setLine(t, shop, a!.id, me, { quantite: 2 });
    await setLine(t, shop, a!.id, me, { quantite: 1, type_panier: 'ldd' });
    const res = await call(t, 'GET', `/api/magasins/${shop}/panier/quantites`, me);
    expect(res.json().data[a!.id]).toEqual({
      drive: 2,
      click_and_collect: 0,
      click_and_collect_traiteur_permanent: 0,
      click_and_collect_traiteur_noel: 0,
      ldd: 1,
      total: 3,
    });
  });
});

describe('OpenAPI', () => {
  it('documents every cart call', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/magasins/{shop}/panier',
        '/magasins/{shop}/panier/lignes',
        '/magasins/{shop}/panier/lignes/{produitId}',
        '/magasins/{shop}/panier/lignes/{produitId}/substitution',
        '/magasins/{shop}/panier/code-promo',
        '/magasins/{shop}/panier/quantites',
        '/magasins/{shop}/panier/changement-magasin',
        '/me/panier/etat',
        '/me/panier/fusion',
        '/me/panier/ignorer',
        '/me/panier/changement-magasin',
      ]),
    );
    // Each call lists the codes of its refusals.
    const line = spec.paths['/magasins/{shop}/panier/lignes/{produitId}'].put.description;
    expect(line).toContain('`stock_insuffisant`');
    expect(line).toContain('`quantite_max`');
    const promo = spec.paths['/magasins/{shop}/panier/code-promo'].post.description;
    expect(promo).toContain('`code_promo_expire`');
  });
});

describe('bulk add', () => {
  it('adds what it can and lists the other lines with their error', async () => {
    const me = visitor();
    const [a, b] = await plainProducts(t, shop, 2);
    await setLine(t, shop, a!.id, me, { quantite: 1 });
    const res = await call(t, 'POST', `/api/magasins/${shop}/panier/lignes`, me, {
      lignes: [
        { produit_id: a!.id, quantite: 2 },
        { produit_id: 99_999_999, quantite: 1 },
        { produit_id: b!.id, quantite: 500 },
        { produit_id: b!.id, quantite: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.data.lignes_panier.map((l: { produit_id: number; quantite: number }) => [
        l.produit_id,
        l.quantite,
      ]),
    ).toEqual([
      [a!.id, 3],
      [b!.id, 1],
    ]);
    expect(body.errors.map((e: { index: number; code: string }) => [e.index, e.code])).toEqual([
      [1, 'produit_inconnu'],
      [2, 'quantite_max'],
    ]);
    expect(body.meta).toEqual({ nb_ajoutes: 2, nb_erreurs: 2 });
    // Cart answers are written as JSON text: their declared schema must still describe every field.
    expect(bulkAddResponseSchema.parse(body)).toEqual(body);
  });
});

describe('concurrency and ownership', () => {
  it('loses nothing with 20 concurrent first adds on a new cart', async () => {
    const me = visitor();
    const products = await plainProducts(t, shop, 20);
    const results = await Promise.all(products.map((p) => setLine(t, shop, p.id, me, { quantite: 1 })));
    expect(results.map((r) => r.statusCode)).toEqual(products.map(() => 200));
    const cart = await cartOf(t, shop, me);
    expect(cart.lignes_panier).toHaveLength(20);
    const carts = await t.database.db
      .selectFrom('carts')
      .select('id')
      .where('visitor_uuid', '=', me['x-uuid'])
      .execute();
    expect(carts).toHaveLength(1);
  });

  it('keeps both lines of two tabs adding at once, and one line for the same product', async () => {
    const me = visitor();
    const [a, b] = await plainProducts(t, shop, 2);
    await Promise.all([
      setLine(t, shop, a!.id, me, { quantite: 2 }),
      setLine(t, shop, b!.id, me, { quantite: 3 }),
      setLine(t, shop, a!.id, me, { quantite: 2 }),
    ]);
    const cart = await cartOf(t, shop, me);
    expect(cart.lignes_panier.map((l) => [l.produit_id, l.quantite]).sort()).toEqual(
      [
        [a!.id, 2],
        [b!.id, 3],
      ].sort(),
    );
  });

  it('never shows or changes a cart to another visitor or customer', async () => {
    const me = visitor();
    const [a] = await plainProducts(t, shop, 1);
    await setLine(t, shop, a!.id, me, { quantite: 2 });
    const other = { 'x-uuid': randomUUID() };
    expect((await cartOf(t, shop, other)).lignes_panier).toEqual([]);
    await call(t, 'DELETE', `/api/magasins/${shop}/panier`, other);
    await call(t, 'DELETE', linePath(shop, a!.id), other);

    const session = await login(t, DEMO_ACCOUNTS.standard);
    // A client's token wins over a uuid: the visitor's cart is out of reach.
    const client = { ...bearer(session.access_token), ...me };
    expect((await cartOf(t, shop, client)).lignes_panier.some((l) => l.produit_id === a!.id)).toBe(false);
    await call(t, 'DELETE', `/api/magasins/${shop}/panier`, client);
    expect((await cartOf(t, shop, me)).lignes_panier.map((l) => l.quantite)).toEqual([2]);

    const julien = await login(t, DEMO_ACCOUNTS.loyalty);
    const julienStore = (
      await t.database.db
        .selectFrom('carts')
        .innerJoin('clients', 'clients.id', 'carts.client_id')
        .select('carts.store_id')
        .where('clients.email', '=', DEMO_ACCOUNTS.loyalty.email)
        .executeTakeFirstOrThrow()
    ).store_id;
    const marieView = await cartOf(t, julienStore, bearer(session.access_token));
    expect(marieView.lignes_panier).toEqual([]);
    const julienView = await cartOf(t, julienStore, bearer(julien.access_token));
    expect(julienView.lignes_panier.length).toBe(5);
  });
});
