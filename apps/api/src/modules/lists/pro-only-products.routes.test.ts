import { catalogueMessages, type ShoppingList, type ShoppingListSummary } from '@cabas/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { call, cartOf, plainProducts } from '../../../test/helpers/cart.ts';
import { marie, type Shopper, shopperOf } from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue #17 item 10: a pro-only product is, for a client who is not a professional, an unknown
 * product on every list call (create, add, read, bulk add of a list to the cart); a professional
 * client keeps it.
 */
let t: TestApp;
let consumer: Shopper;
let pro: Shopper;
let proOnly: { id: number; designation: string };
const UNKNOWN_ID = 999_999_999;

/** A pro-only drive product that both shoppers' stores sell, with stock. */
async function proOnlyProduct() {
  const stocked = (shop: number) =>
    sql<boolean>`EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.store_id = ${shop}
      AND o.price_cents IS NOT NULL AND o.stock - o.reserved > 10 AND o.types_panier IS NULL)`;
  return t.database.db
    .selectFrom('products as p')
    .select(['p.id', 'p.designation'])
    .where('p.corapro', '=', 1)
    .where('p.type', '=', 'TC')
    .where('p.is_weighed', '=', 0)
    .where('p.types_panier', 'like', '%"drive"%')
    .where(stocked(consumer.shop))
    .where(stocked(pro.shop))
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp();
  [consumer, pro] = await Promise.all([marie(t), shopperOf(t, DEMO_ACCOUNTS.pro)]);
  proOnly = await proOnlyProduct();
});
afterAll(() => t?.close());

const createList = (s: Shopper, ids: number[]) =>
  call(t, 'POST', '/api/me/listes', s.headers, {
    titre: 'Pro',
    magasin_id: s.shop,
    items: ids.map((produit_id) => ({ produit_id, quantite: 1 })),
  });
const addItem = (s: Shopper, listId: number, produit_id: number) =>
  call(t, 'POST', `/api/me/listes/${listId}/items`, s.headers, { produit_id, magasin_id: s.shop });
const readList = async (s: Shopper, listId: number) => {
  const res = await call(t, 'GET', `/api/me/listes/${listId}?magasin_id=${s.shop}`, s.headers);
  expect(res.statusCode).toBe(200);
  return { list: res.json().data as ShoppingList, body: res.body };
};
const summaryOf = async (s: Shopper, listId: number) => {
  const res = await call(t, 'GET', `/api/me/listes?magasin_id=${s.shop}`, s.headers);
  return (res.json().data as ShoppingListSummary[]).find((l) => l.id === listId);
};
const bulkAdd = (s: Shopper, ids: number[]) =>
  call(t, 'POST', `/api/magasins/${s.shop}/panier/lignes`, s.headers, {
    lignes: ids.map((produit_id) => ({ produit_id, quantite: 1 })),
  });
const countLists = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('shopping_lists')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('pro-only products in the lists of a standard customer', () => {
  it('are refused at creation with the answer given for an unknown product, and nothing is created', async () => {
    const before = await countLists();
    const unknown = await createList(consumer, [UNKNOWN_ID]);
    const hidden = await createList(consumer, [proOnly.id]);
    expect(unknown.statusCode).toBe(422);
    expect(hidden.statusCode).toBe(unknown.statusCode);
    expect(hidden.json()).toEqual(unknown.json());
    expect(hidden.json().message).toBe(catalogueMessages.productNotFound);
    expect(await countLists()).toBe(before);
  });

  it('are refused when added to a list, like an unknown product, and the list is unchanged', async () => {
    const created = await createList(consumer, []);
    const listId = (created.json().data as ShoppingList).id;
    const unknown = await addItem(consumer, listId, UNKNOWN_ID);
    const hidden = await addItem(consumer, listId, proOnly.id);
    expect(unknown.statusCode).toBe(404);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
    expect((await readList(consumer, listId)).list.items).toEqual([]);
  });

  it('are left out of a list that holds one: no name, price or stock, not counted', async () => {
    const [plain] = await plainProducts(t, consumer.shop, 1);
    const created = await createList(consumer, [plain!.id]);
    const listId = (created.json().data as ShoppingList).id;
    // A line written before the rule held (or by an earlier pro account).
    await t.database.db
      .insertInto('shopping_list_lines')
      .values({ list_id: listId, product_id: proOnly.id, quantity: 2, added_at: new Date().toISOString() })
      .execute();
    const { list, body } = await readList(consumer, listId);
    expect(list.items.map((i) => i.produit.id)).toEqual([plain!.id]);
    expect(list).toMatchObject({ nb_produits: 1, nb_produits_manquant: 0 });
    expect(body).not.toContain(proOnly.designation);
    expect(await summaryOf(consumer, listId)).toMatchObject({ nb_produits: 1, nb_produits_manquant: 0 });
  });

  it('are refused by the bulk add of a list to the cart with the code of an unknown product', async () => {
    const res = await bulkAdd(consumer, [UNKNOWN_ID, proOnly.id]);
    expect(res.statusCode).toBe(200);
    const { errors, meta } = res.json();
    expect(errors.map((e: { index: number; code: string; message: string }) => [e.index, e.code])).toEqual([
      [0, 'produit_inconnu'],
      [1, 'produit_inconnu'],
    ]);
    expect(errors[1].message).toBe(errors[0].message);
    expect(meta.nb_ajoutes).toBe(0);
    expect((await cartOf(t, consumer.shop, consumer.headers)).lignes_panier).toEqual([]);
  });
});

describe('pro-only products in the lists of a professional customer', () => {
  it('go into a list, are read with their card and counted, and reach the cart', async () => {
    const created = await createList(pro, [proOnly.id]);
    expect(created.statusCode).toBe(201);
    const listId = (created.json().data as ShoppingList).id;
    const empty = (await createList(pro, [])).json().data as ShoppingList;
    expect((await addItem(pro, empty.id, proOnly.id)).statusCode).toBe(200);
    const { list } = await readList(pro, listId);
    expect(list.items.map((i) => [i.produit.id, i.produit.designation])).toEqual([
      [proOnly.id, proOnly.designation],
    ]);
    expect(list.items[0]!.produit.is_pro).toBe(true);
    expect(await summaryOf(pro, listId)).toMatchObject({ nb_produits: 1, nb_produits_manquant: 0 });
    const res = await bulkAdd(pro, [proOnly.id]);
    expect(res.json().errors).toEqual([]);
    expect(res.json().data.lignes_panier.map((l: { produit_id: number }) => l.produit_id)).toContain(
      proOnly.id,
    );
  });
});
