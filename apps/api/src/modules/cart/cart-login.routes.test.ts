import { randomUUID } from 'node:crypto';
import { SAVED_CART_LIST_TITLE } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../../test/accounts-helpers.ts';
import { call, cartOf, driveStore, plainProducts, setLine, setStock } from '../../../test/helpers/cart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let shop: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await driveStore(t);
});
afterAll(() => t?.close());

const state = (token: string, uuid: string, action = 'etat') =>
  call(t, action === 'etat' ? 'GET' : 'POST', `/api/me/panier/${action}?uuid=${uuid}`, bearer(token));

async function clientStore(email: string) {
  const row = await t.database.db
    .selectFrom('clients')
    .select('id_magasin')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id_magasin!;
}

describe('cart state after login', () => {
  it('needs a logged-in client and a valid uuid', async () => {
    expect((await call(t, 'GET', `/api/me/panier/etat?uuid=${randomUUID()}`, {})).statusCode).toBe(401);
    const session = await login(t, DEMO_ACCOUNTS.standard);
    expect((await state(session.access_token, 'nope')).statusCode).toBe(422);
  });

  it('moves a visitor cart into an account without a cart (transfere), and a replay changes nothing', async () => {
    const uuid = randomUUID();
    const [a, b] = await plainProducts(t, shop, 2);
    await setLine(t, shop, a!.id, { 'x-uuid': uuid }, { quantite: 2 });
    await setLine(t, shop, b!.id, { 'x-uuid': uuid }, { quantite: 1, substitution_accord: true });
    const session = await login(t, DEMO_ACCOUNTS.legacyPassword);
    const before = (await state(session.access_token, uuid)).json().data;
    expect(before).toMatchObject({
      type: 'transfere',
      indisponibles: [],
      quantiteInsuffisante: [],
      infoPanierDB: { dateLastUsage: null, dateLastUpdate: null, nb_produits: 0 },
    });
    expect(before.itemsMergeResult.newItems.map((i: { produit_id: number }) => i.produit_id)).toEqual([
      a!.id,
      b!.id,
    ]);

    const merged = (await state(session.access_token, uuid, 'fusion')).json().data;
    expect(merged.type).toBe('fusionne');
    const cart = await cartOf(t, shop, bearer(session.access_token));
    expect(cart.lignes_panier.map((l) => [l.produit_id, l.quantite, l.substitution_accord])).toEqual([
      [a!.id, 2, false],
      [b!.id, 1, true],
    ]);
    expect((await cartOf(t, shop, { 'x-uuid': uuid })).lignes_panier).toEqual([]);

    const replay = (await state(session.access_token, uuid, 'fusion')).json().data;
    expect(replay).toMatchObject({ type: 'fusionne', itemsMergeResult: { newItems: [], updatedItems: [] } });
    expect(
      (await cartOf(t, shop, bearer(session.access_token))).lignes_panier.map((l) => l.quantite),
    ).toEqual([2, 1]);
    expect((await state(session.access_token, uuid)).json().data.type).toBe('recupere');
  });

  it('says the account cart was recovered when the visitor cart is empty; ignore keeps the account cart', async () => {
    const session = await login(t, DEMO_ACCOUNTS.loyalty);
    const store = await clientStore(DEMO_ACCOUNTS.loyalty.email);
    const uuid = randomUUID();
    const recovered = (await state(session.access_token, uuid)).json().data;
    expect(recovered.type).toBe('recupere');
    expect(recovered.infoPanierDB.nb_produits).toBe(5);
    expect(recovered.infoPanierDB.dateLastUpdate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const [p] = await plainProducts(t, store, 1);
    await setLine(t, store, p!.id, { 'x-uuid': uuid }, { quantite: 4 });
    expect((await state(session.access_token, uuid)).json().data.type).toBe('completer');
    const ignored = (await state(session.access_token, uuid, 'ignorer')).json().data;
    expect(ignored.type).toBe('aucun');
    const cart = await cartOf(t, store, bearer(session.access_token));
    expect(cart.lignes_panier).toHaveLength(5);
    expect(cart.lignes_panier.some((l) => l.produit_id === p!.id && l.quantite === 4)).toBe(false);
    expect((await cartOf(t, store, { 'x-uuid': uuid })).lignes_panier).toEqual([]);
  });

  it('adds up overlapping lines, caps them by the stock and reports unavailable products', async () => {
    const session = await login(t, DEMO_ACCOUNTS.standard);
    const me = bearer(session.access_token);
    const [shared, fresh, capped, gone] = await plainProducts(t, shop, 4);
    await setLine(t, shop, shared!.id, me, { quantite: 2 });
    await setLine(t, shop, capped!.id, me, { quantite: 2 });
    const uuid = randomUUID();
    const visitor = { 'x-uuid': uuid };
    await setLine(t, shop, shared!.id, visitor, { quantite: 1 });
    await setLine(t, shop, fresh!.id, visitor, { quantite: 3 });
    await setLine(t, shop, capped!.id, visitor, { quantite: 3 });
    await setLine(t, shop, gone!.id, visitor, { quantite: 1 });
    await setStock(t, shop, capped!.id, 4);
    await setStock(t, shop, gone!.id, 0);

    const preview = (await state(session.access_token, uuid)).json().data;
    expect(preview.type).toBe('completer');
    expect(preview.indisponibles.map((i: { produit_id: number }) => i.produit_id)).toEqual([gone!.id]);
    expect(preview.quantiteInsuffisante).toEqual([
      expect.objectContaining({ produit_id: capped!.id, old_quantite: 5, new_quantite: 4 }),
    ]);
    expect(preview.itemsMergeResult.newItems).toEqual([
      expect.objectContaining({ produit_id: fresh!.id, quantite: 3 }),
    ]);
    // The preview wrote nothing.
    expect((await cartOf(t, shop, me)).lignes_panier).toHaveLength(2);

    const merged = (await state(session.access_token, uuid, 'fusion')).json().data;
    expect(merged.type).toBe('fusionne');
    expect(merged.quantiteInsuffisante).toHaveLength(1);
    const cart = await cartOf(t, shop, me);
    expect(Object.fromEntries(cart.lignes_panier.map((l) => [l.produit_id, l.quantite]))).toEqual({
      [shared!.id]: 3,
      [capped!.id]: 4,
      [fresh!.id]: 3,
    });
    await setStock(t, shop, capped!.id, 500);
    await setStock(t, shop, gone!.id, 500);
  });
  it('merges once when two merges of the same visitor cart run at once', async () => {
    const session = await login(t, DEMO_ACCOUNTS.standard);
    const me = bearer(session.access_token);
    const [, , , , p] = await plainProducts(t, shop, 5);
    await setLine(t, shop, p!.id, me, { quantite: 1 });
    const uuid = randomUUID();
    await setLine(t, shop, p!.id, { 'x-uuid': uuid }, { quantite: 2 });
    const results = await Promise.all([
      state(session.access_token, uuid, 'fusion'),
      state(session.access_token, uuid, 'fusion'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const line = (await cartOf(t, shop, me)).lignes_panier.find((l) => l.produit_id === p!.id);
    expect(line?.quantite).toBe(3);
  });
});

describe('store change', () => {
  it('saves a client cart as the list "Panier sauvegardé" and clears it, for its owner only', async () => {
    const session = await login(t, DEMO_ACCOUNTS.loyalty);
    const store = await clientStore(DEMO_ACCOUNTS.loyalty.email);
    const before = await cartOf(t, store, bearer(session.access_token));
    expect(before.lignes_panier.length).toBeGreaterThan(0);
    const marie = await login(t, DEMO_ACCOUNTS.standard);
    const marieCart = await cartOf(t, shop, bearer(marie.access_token));

    const res = await call(t, 'POST', '/api/me/panier/changement-magasin', bearer(session.access_token), {
      magasin_id: shop === store ? store + 1 : shop,
    });
    expect(res.statusCode).toBe(200);
    const { liste } = res.json().data;
    expect(liste).toMatchObject({ titre: SAVED_CART_LIST_TITLE, nb_produits: before.lignes_panier.length });
    const lines = await t.database.db
      .selectFrom('shopping_list_lines as l')
      .innerJoin('shopping_lists as s', 's.id', 'l.list_id')
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .select(['l.product_id', 'l.quantity', 'c.email'])
      .where('s.id', '=', liste.id)
      .orderBy('l.product_id')
      .execute();
    expect(lines.map((l) => [l.product_id, l.quantity])).toEqual(
      before.lignes_panier.map((l) => [l.produit_id, l.quantite]).sort((a, b) => a[0]! - b[0]!),
    );
    expect(new Set(lines.map((l) => l.email))).toEqual(new Set([DEMO_ACCOUNTS.loyalty.email]));
    expect((await cartOf(t, store, bearer(session.access_token))).lignes_panier).toEqual([]);
    // Another client's cart is untouched.
    expect((await cartOf(t, shop, bearer(marie.access_token))).lignes_panier).toEqual(
      marieCart.lignes_panier,
    );
    expect(
      (await call(t, 'POST', '/api/me/panier/changement-magasin', {}, { magasin_id: shop })).statusCode,
    ).toBe(401);
  });

  it('moves a visitor cart to the new store at its prices, dropping what it does not sell', async () => {
    const uuid = randomUUID();
    const visitor = { 'x-uuid': uuid };
    const [kept, dropped] = await plainProducts(t, shop, 2);
    const target = (
      await t.database.db
        .selectFrom('stores')
        .select('id')
        .where('is_national', '=', 0)
        .where('id', '!=', shop)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.database.db
      .deleteFrom('offers')
      .where('store_id', '=', target)
      .where('product_id', '=', dropped!.id)
      .execute();
    await t.database.db
      .insertInto('offers')
      .values({
        store_id: target,
        product_id: kept!.id,
        price_cents: 123,
        strike_price_cents: null,
        stock: 50,
        reserved: 0,
        types_panier: null,
        unavailable_services: '[]',
      })
      .onConflict((oc) =>
        oc.columns(['store_id', 'product_id']).doUpdateSet({ price_cents: 123, stock: 50, reserved: 0 }),
      )
      .execute();
    await setLine(t, shop, kept!.id, visitor, { quantite: 2 });
    await setLine(t, shop, dropped!.id, visitor, { quantite: 1 });

    const res = await call(t, 'POST', `/api/magasins/${shop}/panier/changement-magasin`, visitor, {
      magasin_id: target,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      magasin_id: target,
      liste: null,
      nb_lignes_transferees: 1,
      retires: [expect.objectContaining({ produit_id: dropped!.id, quantite: 1 })],
    });
    expect((await cartOf(t, shop, visitor)).lignes_panier).toEqual([]);
    const moved = await cartOf(t, target, visitor);
    expect(moved.lignes_panier.map((l) => [l.produit_id, l.quantite, l.prix_unitaire])).toEqual([
      [kept!.id, 2, 1.23],
    ]);
    expect(moved.montant_total_ttc).toBe(2.46);

    const same = await call(t, 'POST', `/api/magasins/${target}/panier/changement-magasin`, visitor, {
      magasin_id: target,
    });
    expect(same.statusCode).toBe(422);
    const national = await call(t, 'POST', `/api/magasins/${target}/panier/changement-magasin`, visitor, {
      magasin_id: 999,
    });
    expect(national.statusCode).toBe(422);
  });
});
