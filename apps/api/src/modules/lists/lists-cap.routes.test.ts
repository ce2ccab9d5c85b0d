import { API_ERROR_CODES, LISTS_MAX, listMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cartOf, plainProducts, setLine } from '../../../test/helpers/cart.ts';
import { marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let m: Shopper;
let product: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  m = await marie(t);
  product = (await plainProducts(t, m.shop, 1))[0]!;
  // Something in the drive cart, for the saves of the cart into a new list.
  const put = await setLine(t, m.shop, product.id, m.headers, { quantite: 2, type_panier: 'drive' });
  expect(put.statusCode).toBe(200);
});
afterAll(() => t?.close());

const count = async (table: 'shopping_lists' | 'shopping_list_lines') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const clientLists = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('shopping_lists')
        .where('client_id', '=', m.clientId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Tops the client's lists up to `total`, written straight into the database. */
async function holdLists(total: number) {
  const missing = total - (await clientLists());
  if (missing <= 0) return;
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('shopping_lists')
    .values(
      Array.from({ length: missing }, (_, i) => ({
        client_id: m.clientId,
        titre: `Liste ${i + 1}`,
        store_id: m.shop,
        created_at: now,
        last_used_at: now,
      })),
    )
    .execute();
}

const create = (titre: string) =>
  call(t, 'POST', '/api/me/listes', m.headers, {
    titre,
    magasin_id: m.shop,
    items: [{ produit_id: product.id, quantite: 1 }],
  });
const saveCart = (body: object) =>
  call(t, 'POST', '/api/me/listes/panier', m.headers, { magasin_id: m.shop, type_panier: 'drive', ...body });

const FULL = {
  status_code: 422,
  message: listMessages.listsFull,
  code: API_ERROR_CODES.listsFull,
};

describe('the cap of shopping lists per account', () => {
  it('holds under parallel creates and saves of the cart: exactly the cap, the others refused', async () => {
    await holdLists(LISTS_MAX - 10);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 ? create(`Parallèle ${i}`) : saveCart({ titre: `Panier ${i}` }),
      ),
    );
    expect(await clientLists()).toBe(LISTS_MAX);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(20);
    for (const answer of refused) expect(answer.json()).toEqual(FULL);
  });

  it('refuses one more list with its message, creating nothing; an existing list can still be overwritten', async () => {
    await holdLists(LISTS_MAX);
    const before = { lists: await count('shopping_lists'), lines: await count('shopping_list_lines') };
    for (const res of [await create('Une de trop'), await saveCart({ titre: 'Une de trop' })]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(FULL);
    }
    expect({ lists: await count('shopping_lists'), lines: await count('shopping_list_lines') }).toEqual(
      before,
    );
    expect((await cartOf(t, m.shop, m.headers)).lignes_panier).toHaveLength(1);

    const [first] = (await call(t, 'GET', `/api/me/listes?magasin_id=${m.shop}`, m.headers)).json().data;
    const overwrite = await saveCart({ liste_id: first.id });
    expect(overwrite.statusCode, overwrite.body).toBe(200);
    expect(await clientLists()).toBe(LISTS_MAX);

    expect((await call(t, 'DELETE', `/api/me/listes/${first.id}`, m.headers)).statusCode).toBe(204);
    expect((await create('Enfin une place')).statusCode).toBe(201);
    expect(await clientLists()).toBe(LISTS_MAX);
  });
});
