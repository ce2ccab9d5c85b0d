import {
  apiMessages,
  catalogueMessages,
  LIST_TITLE_MAX,
  listMessages,
  messages,
  productImageUrl,
  SAVED_CART_LIST_TITLE,
  type ShoppingList,
} from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cartOf, plainProducts, setLine, setStock } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let m: Shopper;
let j: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  [m, j] = await Promise.all([marie(t), julien(t)]);
});
afterAll(() => t?.close());

const countLists = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('shopping_lists')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Puts these products in the shopper's cart of a kind, with quantities 1, 2, 3… */
async function fillCart(s: Shopper, products: readonly { id: number }[], kind = 'drive') {
  for (const [index, p] of products.entries()) {
    const res = await setLine(t, s.shop, p.id, s.headers, { quantite: index + 1, type_panier: kind });
    expect(res.statusCode).toBe(200);
  }
}

async function createList(s: Shopper, titre: string, items: { produit_id: number; quantite: number }[]) {
  const res = await call(t, 'POST', '/api/me/listes', s.headers, { titre, magasin_id: s.shop, items });
  expect(res.statusCode).toBe(201);
  return res.json().data as ShoppingList;
}

const saveCart = (s: Shopper, body: object) =>
  call(t, 'POST', '/api/me/listes/panier', s.headers, { magasin_id: s.shop, type_panier: 'drive', ...body });

describe('shopping lists: access', () => {
  it('need a logged-in client', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/listes?magasin_id=1'],
      ['POST', '/api/me/listes/panier'],
      ['GET', '/api/me/listes/1?magasin_id=1'],
      ['GET', '/api/me/listes/1/vue?magasin_id=1'],
      ['DELETE', '/api/me/listes/1'],
    ] as const) {
      const body = method === 'POST' ? { magasin_id: 1, titre: 'Liste' } : undefined;
      const res = await call(t, method, url, {}, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe(messages.mustLogin);
    }
  });

  it('answer 400 for a bad list id and 404 for an unknown store', async () => {
    const bad = await call(t, 'GET', `/api/me/listes/abc?magasin_id=${m.shop}`, m.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBeDefined();
    const store = await call(t, 'GET', '/api/me/listes?magasin_id=987654', m.headers);
    expect(store.statusCode).toBe(404);
    expect(store.json().message).toBe(apiMessages.storeNotFound);
  });
});

describe('saving the cart into a list (a new list, or over an existing one)', () => {
  it('copies the cart of a store and kind into a new list, trimmed title; the cart stays', async () => {
    const products = await plainProducts(t, m.shop, 3);
    await fillCart(m, products);
    const res = await saveCart(m, { titre: '  Courses de la semaine  ' });
    expect(res.statusCode).toBe(201);
    const { data, meta } = res.json() as { data: ShoppingList; meta: { ecrasee: boolean } };
    expect(meta.ecrasee).toBe(false);
    expect(data).toMatchObject({
      titre: 'Courses de la semaine',
      magasin_id: m.shop,
      nb_produits: 3,
      nb_produits_manquant: 0,
    });
    expect(data.items.map((i) => [i.produit.id, i.quantite, i.indexPoids])).toEqual(
      products.map((p, index) => [p.id, index + 1, 0]),
    );
    expect(data.items[0]!.produit.prix).toBe(products[0]!.price_cents / 100);
    expect((await cartOf(t, m.shop, m.headers)).lignes_panier).toHaveLength(3);
  });

  it('refuses a missing or blank title, both choices, a long title, and changes nothing', async () => {
    const before = await countLists();
    const cases: [object, string][] = [
      [{}, listMessages.chooseOrTitle],
      [{ titre: '   ' }, listMessages.chooseOrTitle],
      [{ titre: 'x'.repeat(LIST_TITLE_MAX + 1) }, listMessages.titleTooLong],
      [{ titre: 'Deux', liste_id: 1 }, listMessages.listOrTitleOnly],
    ];
    for (const [body, message] of cases) {
      const res = await saveCart(m, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status_code: 422, message, errors: { titre: [message] } });
    }
    const kind = await saveCart(m, { titre: 'Liste', type_panier: 'brouette' });
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors.type_panier).toBeDefined();
    expect(await countLists()).toBe(before);
  });

  it('refuses an empty cart', async () => {
    const before = await countLists();
    const res = await saveCart(m, { titre: 'Rien', type_panier: 'click_and_collect' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(listMessages.cartEmpty);
    expect(await countLists()).toBe(before);
  });

  it('overwrites the content of an existing list, keeping its title', async () => {
    // The first three are in the cart (first test); the fifth is not.
    const other = (await plainProducts(t, m.shop, 5))[4]!;
    const list = await createList(m, 'Apéro', [{ produit_id: other.id, quantite: 4 }]);
    const cart = await cartOf(t, m.shop, m.headers);
    const res = await saveCart(m, { liste_id: list.id });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: ShoppingList; meta: { ecrasee: boolean } };
    expect(meta.ecrasee).toBe(true);
    expect(data.id).toBe(list.id);
    expect(data.titre).toBe('Apéro');
    expect(data.items.map((i) => [i.produit.id, i.quantite])).toEqual(
      cart.lignes_panier.map((l) => [l.produit_id, l.quantite]),
    );
    expect(data.items.some((i) => i.produit.id === other.id)).toBe(false);
  });
});

describe('shopping lists: create, read, rename, items, delete', () => {
  it('creates a list with its products (one line per product) and validates the body', async () => {
    const [a, b] = await plainProducts(t, m.shop, 2);
    const list = await createList(m, ' Pique-nique ', [
      { produit_id: a!.id, quantite: 2 },
      { produit_id: b!.id, quantite: 1 },
      { produit_id: a!.id, quantite: 1 },
    ]);
    expect(list.titre).toBe('Pique-nique');
    expect(list.items.map((i) => [i.produit.id, i.quantite])).toEqual([
      [a!.id, 3],
      [b!.id, 1],
    ]);

    const before = await countLists();
    for (const titre of [undefined, '  ']) {
      const res = await call(t, 'POST', '/api/me/listes', m.headers, { titre, magasin_id: m.shop });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.titre).toEqual([listMessages.newTitleRequired]);
    }
    const unknown = await call(t, 'POST', '/api/me/listes', m.headers, {
      titre: 'Fantôme',
      magasin_id: m.shop,
      items: [{ produit_id: 999_999_999, quantite: 1 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      message: catalogueMessages.productNotFound,
      code: 'liste_produit_inconnu',
    });
    const zero = await call(t, 'POST', '/api/me/listes', m.headers, {
      titre: 'Zéro',
      magasin_id: m.shop,
      items: [{ produit_id: a!.id, quantite: 0 }],
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().message).toBe(listMessages.quantityPositive);
    expect(await countLists()).toBe(before);
  });

  it('lists the client lists with products counted for a store, missing ones apart', async () => {
    const [a, b] = await plainProducts(t, m.shop, 2);
    const list = await createList(m, 'Stock', [
      { produit_id: a!.id, quantite: 1 },
      { produit_id: b!.id, quantite: 1 },
    ]);
    await setStock(t, m.shop, b!.id, 0);
    try {
      const res = await call(t, 'GET', `/api/me/listes?magasin_id=${m.shop}&ean_unique=1`, m.headers);
      expect(res.statusCode).toBe(200);
      const summaries = res.json().data as ShoppingList[];
      expect(summaries[0]).toMatchObject({
        id: list.id,
        titre: 'Stock',
        nb_produits: 1,
        nb_produits_manquant: 1,
      });
      expect(summaries[0]).not.toHaveProperty('items');
      const one = await call(t, 'GET', `/api/me/listes/${list.id}?magasin_id=${m.shop}`, m.headers);
      expect(one.json().data).toMatchObject({ nb_produits: 1, nb_produits_manquant: 1 });
      expect(
        one.json().data.items.find((i: { produit: { id: number } }) => i.produit.id === b!.id).produit
          .en_stock,
      ).toBe(false);
      // The page's view: the same items and counts, each product with only the fields the page shows.
      const view = await call(t, 'GET', `/api/me/listes/${list.id}/vue?magasin_id=${m.shop}`, m.headers);
      expect(view.statusCode).toBe(200);
      const full = one.json().data as ShoppingList;
      expect(view.json().data).toMatchObject({ id: list.id, nb_produits: 1, nb_produits_manquant: 1 });
      expect(view.json().data.items).toEqual(
        full.items.map((i) => ({
          id: i.id,
          quantite: i.quantite,
          indexPoids: i.indexPoids,
          produit: {
            id: i.produit.id,
            designation: i.produit.designation,
            marque: i.produit.marque,
            url: i.produit.url,
            photo: i.produit.photos[0] ?? productImageUrl(i.produit.ean),
            quantite_libelle: i.produit.quantite_libelle,
            prix: i.produit.prix,
            prix_barre: i.produit.prix_barre,
            prix_unite_reference: i.produit.prix_unite_reference,
            unite_reference: i.produit.unite_reference,
            disponible: i.produit.id !== b!.id,
            qte_pas: i.produit.qte_pas,
            poids: [],
          },
        })),
      );
    } finally {
      await setStock(t, m.shop, b!.id, 500);
    }
  });

  it('renames a list (title required)', async () => {
    const list = await createList(m, 'Ancien nom', []);
    const path = `/api/me/listes/${list.id}?magasin_id=${m.shop}`;
    const blank = await call(t, 'PUT', path, m.headers, { titre: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({
      message: listMessages.renameRequired,
      errors: { titre: [listMessages.renameRequired] },
    });
    const res = await call(t, 'PUT', path, m.headers, { titre: 'Nouveau nom' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.titre).toBe('Nouveau nom');
  });

  it('adds a product with quantity 1 (once) and deletes items by ids', async () => {
    const [a, b] = await plainProducts(t, m.shop, 2);
    const list = await createList(m, 'Items', [{ produit_id: a!.id, quantite: 2 }]);
    const add = (produit_id: number) =>
      call(t, 'POST', `/api/me/listes/${list.id}/items`, m.headers, { produit_id, magasin_id: m.shop });
    expect((await add(b!.id)).statusCode).toBe(200);
    const again = (await add(b!.id)).json().data as ShoppingList;
    expect(again.items.map((i) => [i.produit.id, i.quantite])).toEqual([
      [a!.id, 2],
      [b!.id, 1],
    ]);
    const unknown = await add(999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(catalogueMessages.productNotFound);

    const remove = (ids: unknown) =>
      call(t, 'POST', `/api/me/listes/${list.id}/items/suppression`, m.headers, { ids, magasin_id: m.shop });
    const empty = await remove([]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(listMessages.itemIdsRequired);
    const res = await remove([again.items[0]!.id]);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as ShoppingList).items.map((i) => i.produit.id)).toEqual([b!.id]);
  });

  it('changes a line’s quantity and weight, and refuses a bad one or a line of another list', async () => {
    const [a, b] = await plainProducts(t, m.shop, 2);
    const list = await createList(m, 'Quantités', [{ produit_id: a!.id, quantite: 1 }]);
    const other = await createList(m, 'Autre', [{ produit_id: b!.id, quantite: 1 }]);
    const line = list.items[0]!.id;
    const put = (itemId: number, body: object) =>
      call(t, 'PUT', `/api/me/listes/${list.id}/items/${itemId}`, m.headers, { magasin_id: m.shop, ...body });

    const res = await put(line, { quantite: 3 });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as ShoppingList).items[0]).toMatchObject({
      id: line,
      quantite: 3,
      indexPoids: 0,
    });

    const zero = await put(line, { quantite: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.quantite).toEqual([listMessages.quantityPositive]);
    // A product sold by the unit has no weights to choose from.
    const weight = await put(line, { quantite: 2, indexPoids: 1 });
    expect(weight.statusCode).toBe(422);
    expect(weight.json().errors.indexPoids).toEqual([listMessages.weightIndexInvalid]);
    const foreignLine = await put(other.items[0]!.id, { quantite: 2 });
    expect(foreignLine.statusCode).toBe(404);
    expect(foreignLine.json()).toMatchObject({
      message: listMessages.itemUnknown,
      code: 'liste_ligne_introuvable',
    });

    const after = await call(t, 'GET', `/api/me/listes/${list.id}?magasin_id=${m.shop}`, m.headers);
    expect((after.json().data as ShoppingList).items[0]).toMatchObject({ quantite: 3, indexPoids: 0 });
    const untouched = await call(t, 'GET', `/api/me/listes/${other.id}?magasin_id=${m.shop}`, m.headers);
    expect((untouched.json().data as ShoppingList).items[0]).toMatchObject({ quantite: 1 });
  });

  it('deletes a list', async () => {
    const list = await createList(m, 'À jeter', []);
    const res = await call(t, 'DELETE', `/api/me/listes/${list.id}`, m.headers);
    expect(res.statusCode).toBe(204);
    const gone = await call(t, 'GET', `/api/me/listes/${list.id}?magasin_id=${m.shop}`, m.headers);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: listMessages.listUnknown, code: 'liste_introuvable' });
    expect((await call(t, 'DELETE', `/api/me/listes/${list.id}`, m.headers)).statusCode).toBe(404);
  });

  it('shows the list the store change saved the basket into', async () => {
    const [p] = await plainProducts(t, j.shop, 1);
    const put = await setLine(t, j.shop, p!.id, j.headers, { quantite: 1, type_panier: 'drive' });
    expect(put.statusCode).toBe(200);
    const change = await call(t, 'POST', '/api/me/panier/changement-magasin', j.headers, {
      magasin_id: m.shop === j.shop ? j.shop + 1 : m.shop,
    });
    expect(change.statusCode).toBe(200);
    const saved = change.json().data.liste;
    const res = await call(t, 'GET', `/api/me/listes/${saved.id}?magasin_id=${j.shop}`, j.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.titre).toBe(SAVED_CART_LIST_TITLE);
    expect(res.json().data.items.some((i: { produit: { id: number } }) => i.produit.id === p!.id)).toBe(true);
  });
});

describe("another client's list", () => {
  it('is unknown (404) on every route and stays unchanged', async () => {
    const [a] = await plainProducts(t, m.shop, 1);
    const list = await createList(m, 'Privée', [{ produit_id: a!.id, quantite: 2 }]);
    const base = `/api/me/listes/${list.id}`;
    const attempts: [string, string, object | undefined][] = [
      ['GET', `${base}?magasin_id=${m.shop}`, undefined],
      ['GET', `${base}/vue?magasin_id=${m.shop}`, undefined],
      ['PUT', `${base}?magasin_id=${m.shop}`, { titre: 'Volée' }],
      ['DELETE', base, undefined],
      ['POST', `${base}/items`, { produit_id: a!.id, magasin_id: m.shop }],
      ['POST', `${base}/items/suppression`, { ids: [list.items[0]!.id], magasin_id: m.shop }],
      ['PUT', `${base}/items/${list.items[0]!.id}`, { quantite: 5, magasin_id: m.shop }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(t, method as 'GET', url, j.headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(listMessages.listUnknown);
    }
    const [jp] = await plainProducts(t, j.shop, 1);
    await setLine(t, j.shop, jp!.id, j.headers, { quantite: 1, type_panier: 'drive' });
    const overwrite = await call(t, 'POST', '/api/me/listes/panier', j.headers, {
      magasin_id: j.shop,
      type_panier: 'drive',
      liste_id: list.id,
    });
    expect(overwrite.statusCode).toBe(404);

    const mine = await call(t, 'GET', `${base}?magasin_id=${m.shop}`, m.headers);
    expect(mine.json().data).toMatchObject({ titre: 'Privée', items: [{ quantite: 2 }] });
    expect(mine.json().data.items).toHaveLength(1);
    const theirs = await call(t, 'GET', `/api/me/listes?magasin_id=${j.shop}`, j.headers);
    expect((theirs.json().data as ShoppingList[]).some((l) => l.id === list.id)).toBe(false);
  });
});
