import { randomUUID } from 'node:crypto';
import { type CartLine, cartMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../../test/accounts-helpers.ts';
import {
  call,
  cartOf,
  countLines,
  driveStore,
  giftCardProduct,
  linePath,
  plainProducts,
  setLine,
  visitor,
} from '../../../test/helpers/cart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let shop: number;
let card: Awaited<ReturnType<typeof giftCardProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await driveStore(t);
  card = await giftCardProduct(t, shop);
});
afterAll(() => t?.close());

const summary = (lines: CartLine[]) => lines.map((l) => [l.produit_id, l.montant, l.quantite, l.montant_ttc]);

describe('gift cards in the cart', () => {
  it('makes one line per amount; the same amount again sets that line; the line costs its amount', async () => {
    const me = visitor();
    expect((await setLine(t, shop, card.id, me, { quantite: 1, montant: 20 })).statusCode).toBe(200);
    await setLine(t, shop, card.id, me, { quantite: 1, montant: 50 });
    const res = await setLine(t, shop, card.id, me, { quantite: 2, montant: 50 });
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    expect(summary(cart.lignes_panier)).toEqual([
      [card.id, 20, 1, 20],
      [card.id, 50, 2, 100],
    ]);
    expect(cart.lignes_panier[1]).toMatchObject({
      prix_unitaire: 50,
      prix_ajout: 50,
      remise: 0,
      disponible: true,
    });
    expect(cart).toMatchObject({
      montant_total_ttc: 120,
      montant_total_ttc_sans_rsa: 120,
      nb_produits: 2,
      nb_articles: 3,
    });
    // Only gift cards: nothing to put in bags.
    expect(cart.options_incluses).toEqual([]);

    const quantities = await call(t, 'GET', `/api/magasins/${shop}/panier/quantites`, me);
    expect(quantities.json().data[card.id]).toMatchObject({ drive: 3, total: 3 });

    // A plain product keeps its line and has no amount.
    const [plain] = await plainProducts(t, shop, 1);
    const mixed = (await setLine(t, shop, plain!.id, me, { quantite: 1 })).json().data;
    expect(mixed.lignes_panier[2]).toMatchObject({ produit_id: plain!.id, montant: null });
    expect(mixed.montant_total_ttc).toBe(120 + plain!.price_cents / 100);
  });

  it('removes the line of one amount only (quantity 0 or DELETE with montant)', async () => {
    const me = visitor();
    await setLine(t, shop, card.id, me, { quantite: 1, montant: 20 });
    await setLine(t, shop, card.id, me, { quantite: 1, montant: 50 });
    await setLine(t, shop, card.id, me, { quantite: 1, montant: 80 });
    let res = await setLine(t, shop, card.id, me, { quantite: 0, montant: 50 });
    expect(summary(res.json().data.lignes_panier).map((l) => l[1])).toEqual([20, 80]);
    res = await call(t, 'DELETE', linePath(shop, card.id, '?montant=80'), me);
    expect(res.statusCode).toBe(200);
    expect(summary(res.json().data.lignes_panier)).toEqual([[card.id, 20, 1, 20]]);
  });

  it('refuses a missing, fractional, too small or too large amount, and an amount for another product (422, nothing changed)', async () => {
    const me = visitor();
    await setLine(t, shop, card.id, me, { quantite: 1, montant: 20 });
    const lines = await countLines(t);
    const [plain] = await plainProducts(t, shop, 1);
    const cases: [number, object, string][] = [
      [card.id, { quantite: 1 }, cartMessages.montant_requis],
      [card.id, { quantite: 1, montant: 20.5 }, cartMessages.montant_entier],
      [card.id, { quantite: 1, montant: '50' }, cartMessages.montant_entier],
      [card.id, { quantite: 1, montant: card.min - 1 }, cartMessages.montant_min(card.min)],
      [card.id, { quantite: 1, montant: card.max + 1 }, cartMessages.montant_max(card.max)],
      [card.id, { quantite: 1, montant: -50 }, cartMessages.montant_min(card.min)],
      [card.id, { quantite: 1, montant: 1e300 }, cartMessages.montant_entier],
      [card.id, { quantite: 0 }, cartMessages.montant_requis],
      // Found by the API fuzz run (issue #35): removing at an amount past int4 was a 500 on PostgreSQL.
      [card.id, { quantite: 0, montant: 99_999_999_999 }, cartMessages.montant_max(9_999_999)],
      [plain!.id, { quantite: 1, montant: 50 }, cartMessages.montant_interdit],
    ];
    for (const [id, body, message] of cases) {
      const res = await setLine(t, shop, id, me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.montant).toEqual([message]);
    }
    for (const query of ['', '?montant=2,5', '?montant=abc']) {
      const res = await call(t, 'DELETE', linePath(shop, card.id, query), me);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors.montant).toEqual([
        query ? cartMessages.montant_entier : cartMessages.montant_requis,
      ]);
    }
    const res = await call(t, 'DELETE', linePath(shop, plain!.id, '?montant=20'), me);
    expect(res.json().errors.montant).toEqual([cartMessages.montant_interdit]);
    expect(await countLines(t)).toBe(lines);
    expect(summary((await cartOf(t, shop, me)).lignes_panier)).toEqual([[card.id, 20, 1, 20]]);
  });

  it('keeps each shopper to their own lines: another visitor or client cannot see or change them', async () => {
    const owner = visitor();
    await setLine(t, shop, card.id, owner, { quantite: 2, montant: 50 });
    const other = visitor();
    expect((await cartOf(t, shop, other)).lignes_panier).toEqual([]);
    await call(t, 'DELETE', linePath(shop, card.id, '?montant=50'), other);
    await setLine(t, shop, card.id, other, { quantite: 5, montant: 50 });
    const session = await login(t, DEMO_ACCOUNTS.standard);
    const client = bearer(session.access_token);
    await call(t, 'DELETE', linePath(shop, card.id, `?montant=50&uuid=${owner['x-uuid']}`), client);
    expect((await cartOf(t, shop, client)).lignes_panier.some((l) => l.montant === 50)).toBe(false);
    expect(summary((await cartOf(t, shop, owner)).lignes_panier)).toEqual([[card.id, 50, 2, 100]]);
    expect(summary((await cartOf(t, shop, other)).lignes_panier)).toEqual([[card.id, 50, 5, 250]]);
  });

  it('bulk add adds to the line of the same amount and reports bad amounts line by line', async () => {
    const me = visitor();
    await setLine(t, shop, card.id, me, { quantite: 1, montant: 50 });
    const res = await call(t, 'POST', `/api/magasins/${shop}/panier/lignes`, me, {
      lignes: [
        { produit_id: card.id, quantite: 1, montant: 50 },
        { produit_id: card.id, quantite: 1, montant: 20 },
        { produit_id: card.id, quantite: 1 },
        { produit_id: card.id, quantite: 1, montant: card.max + 10 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(summary(body.data.lignes_panier)).toEqual([
      [card.id, 50, 2, 100],
      [card.id, 20, 1, 20],
    ]);
    expect(body.meta).toEqual({ nb_ajoutes: 2, nb_erreurs: 2 });
    expect(body.errors).toEqual([
      {
        index: 2,
        produit_id: card.id,
        montant: null,
        code: 'montant_requis',
        message: cartMessages.montant_requis,
      },
      {
        index: 3,
        produit_id: card.id,
        montant: card.max + 10,
        code: 'montant_max',
        message: cartMessages.montant_max(card.max),
      },
    ]);
  });

  it('applies no promo code to gift cards: neither reduced nor counted for the minimum', async () => {
    await t.database.db.updateTable('stores').set({ allow_code_promo: 1 }).where('id', '=', shop).execute();
    const me = visitor();
    await setLine(t, shop, card.id, me, { quantite: 1, montant: 150 });
    const apply = () =>
      call(t, 'POST', `/api/magasins/${shop}/panier/code-promo`, me, { code_promo: 'BIENVENUE10' });
    let res = await apply();
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code_promo).toEqual([cartMessages.promoCodeGiftCards]);
    // 150 € of gift cards do not reach the 30 € minimum of BIENVENUE10.
    const [plain] = await plainProducts(t, shop, 1);
    await setLine(t, shop, plain!.id, me, { quantite: 1 });
    res = await apply();
    expect(res.statusCode).toBe(422);
    const quantity = Math.min(plain!.qte_max_panier, Math.ceil(3000 / plain!.price_cents));
    await setLine(t, shop, plain!.id, me, { quantite: quantity });
    res = await apply();
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    const groceries = quantity * plain!.price_cents;
    expect(cart.reductions[0].valeur).toBe(Math.round(groceries / 10) / 100);
    expect(cart.montant_total_ttc_sans_rsa).toBe((15000 + groceries) / 100);
    expect(cart.montant_total_ttc).toBe((15000 + groceries - Math.round(groceries / 10)) / 100);
  });

  it('merges a visitor gift card into the account line of the same amount at login', async () => {
    const uuid = randomUUID();
    const session = await login(t, DEMO_ACCOUNTS.legacyPassword);
    const client = bearer(session.access_token);
    await setLine(t, shop, card.id, client, { quantite: 2, montant: 50 });
    await setLine(t, shop, card.id, { 'x-uuid': uuid }, { quantite: 1, montant: 50 });
    await setLine(t, shop, card.id, { 'x-uuid': uuid }, { quantite: 1, montant: 20 });
    const state = (await call(t, 'GET', `/api/me/panier/etat?uuid=${uuid}`, client)).json().data;
    expect(state.type).toBe('completer');
    expect(state.itemsMergeResult.updatedItems).toMatchObject([
      { produit_id: card.id, montant: 50, old_quantite: 2, new_quantite: 3 },
    ]);
    expect(state.itemsMergeResult.newItems).toMatchObject([
      { produit_id: card.id, montant: 20, quantite: 1 },
    ]);
    await call(t, 'POST', `/api/me/panier/fusion?uuid=${uuid}`, client);
    expect(summary((await cartOf(t, shop, client)).lignes_panier)).toEqual([
      [card.id, 50, 3, 150],
      [card.id, 20, 1, 20],
    ]);
  });

  it('moves a visitor’s gift cards to the new store with their amounts; a client’s go to the saved list', async () => {
    const other = await t.database.db
      .selectFrom('stores as s')
      .innerJoin('offers as o', 'o.store_id', 's.id')
      .select('s.id')
      .where('s.is_national', '=', 0)
      .where('s.id', '!=', shop)
      .where('o.product_id', '=', card.id)
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    const change = (headers: object) =>
      call(t, 'POST', `/api/magasins/${shop}/panier/changement-magasin`, headers, { magasin_id: other.id });
    const me = visitor();
    await setLine(t, shop, card.id, me, { quantite: 2, montant: 50 });
    await setLine(t, shop, card.id, me, { quantite: 1, montant: 20 });
    expect((await change(me)).json().data).toMatchObject({ nb_lignes_transferees: 2, retires: [] });
    expect(summary((await cartOf(t, other.id, me)).lignes_panier)).toEqual([
      [card.id, 50, 2, 100],
      [card.id, 20, 1, 20],
    ]);

    const client = bearer((await login(t, DEMO_ACCOUNTS.standard)).access_token);
    await call(t, 'DELETE', `/api/magasins/${shop}/panier`, client);
    await setLine(t, shop, card.id, client, { quantite: 2, montant: 50 });
    await setLine(t, shop, card.id, client, { quantite: 1, montant: 20 });
    const saved = (await change(client)).json().data;
    // A shopping list line has no amount: the cards of the product are kept as one line of 3.
    const listLines = await t.database.db
      .selectFrom('shopping_list_lines')
      .select(['product_id', 'quantity'])
      .where('list_id', '=', saved.liste.id)
      .execute();
    expect(listLines).toEqual([{ product_id: card.id, quantity: 3 }]);
  });
});
