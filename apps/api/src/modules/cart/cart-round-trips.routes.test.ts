import type { Cart } from '@cabas/contracts';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cartOf,
  driveStore,
  giftCardProduct,
  plainProducts,
  setLine,
  visitor,
} from '../../../test/helpers/cart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { serverUrl } from '../../../test/test-database.ts';

let t: TestApp;
let shop: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await driveStore(t);
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

const onPostgres = serverUrl !== undefined;

/** What a call sends to PostgreSQL: every `query` of a pooled client is one round trip. */
async function queriesOf(call: () => Promise<unknown>): Promise<{ text: string; name?: string }[]> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  await call();
  const queries = query.mock.calls.map(([text]) =>
    typeof text === 'string' ? { text } : (text as { text: string; name?: string }),
  );
  query.mockRestore();
  return queries;
}

/** The SQL a call sends to PostgreSQL. */
const statementsOf = async (call: () => Promise<unknown>) => (await queriesOf(call)).map((q) => q.text);

const linesOf = (cart: Cart) =>
  cart.lignes_panier.map((l) => [l.produit_id, l.quantite, l.montant, l.substitution_accord]);

describe('the answer of an add to cart', () => {
  it('is the cart as read afterwards: new and changed lines, the others, their order', async () => {
    const me = visitor();
    const [a, b, c] = await plainProducts(t, shop, 3);
    let res = await setLine(t, shop, a!.id, me, { quantite: 1 });
    expect(linesOf(res.json().data)).toEqual(linesOf(await cartOf(t, shop, me)));
    res = await setLine(t, shop, b!.id, me, { quantite: 2, substitution_accord: true });
    res = await setLine(t, shop, c!.id, me, { quantite: 1 });
    // Changing the first line keeps its place (its adding date) and the other two lines.
    res = await setLine(t, shop, a!.id, me, { quantite: 3 });
    const answered: Cart = res.json().data;
    expect(answered.lignes_panier.map((l) => [l.produit_id, l.quantite])).toEqual([
      [a!.id, 3],
      [b!.id, 2],
      [c!.id, 1],
    ]);
    const read = await cartOf(t, shop, me);
    expect(linesOf(answered)).toEqual(linesOf(read));
    expect(answered.montant_total_ttc).toBe(read.montant_total_ttc);
    expect(answered.montant_total_ttc).toBe((3 * a!.price_cents + 2 * b!.price_cents + c!.price_cents) / 100);
    expect(answered.id).toBe(read.id);
  });

  it('keeps two gift card lines of different amounts apart and changes only the one written', async () => {
    const me = visitor();
    const card = await giftCardProduct(t, shop);
    await setLine(t, shop, card.id, me, { quantite: 1, montant: card.min });
    await setLine(t, shop, card.id, me, { quantite: 1, montant: card.max });
    const res = await setLine(t, shop, card.id, me, { quantite: 2, montant: card.min });
    expect(res.statusCode).toBe(200);
    const answered: Cart = res.json().data;
    expect(answered.lignes_panier.map((l) => [l.montant, l.quantite])).toEqual([
      [card.min, 2],
      [card.max, 1],
    ]);
    expect(linesOf(answered)).toEqual(linesOf(await cartOf(t, shop, me)));
  });
});

describe.runIf(onPostgres)('round trips of an add to cart on PostgreSQL', () => {
  it('reads the product, then writes the line and reads the cart back in one statement', async () => {
    const me = visitor();
    const [a, b] = await plainProducts(t, shop, 2);
    // The first answers build the lines' product cards (kept a minute): the calls measured reuse them.
    await setLine(t, shop, a!.id, me, { quantite: 1 });
    await setLine(t, shop, b!.id, me, { quantite: 1 });

    const change = await statementsOf(() => setLine(t, shop, a!.id, me, { quantite: 2 }));
    expect(change).toHaveLength(2);
    expect(change[0]).toMatch(/^select .* from "products"/);
    expect(change[1]).toMatch(/^with "cart" as \(insert into "carts"/);
    // No explicit transaction: the single statement is its own, committed once.
    expect(change.filter((s) => /^(begin|commit)/i.test(s))).toEqual([]);

    // A new shopper's first add (the cart row is created by the same statement).
    const other = visitor();
    const first = await statementsOf(() => setLine(t, shop, a!.id, other, { quantite: 1 }));
    expect(first).toHaveLength(2);
  });

  it('sends both statements prepared: parsed and planned once per connection', async () => {
    const me = visitor();
    const [a, b] = await plainProducts(t, shop, 2);
    await setLine(t, shop, a!.id, me, { quantite: 1 });
    const sent = await queriesOf(() => setLine(t, shop, b!.id, me, { quantite: 1 }));
    const names = sent.map((q) => q.name);
    expect(names).toEqual([expect.stringMatching(/^cabas_\d+$/), expect.stringMatching(/^cabas_\d+$/)]);
    expect(names[0]).not.toBe(names[1]);
    // Another product, another shopper: the same two statements.
    const again = await queriesOf(() => setLine(t, shop, a!.id, visitor(), { quantite: 2 }));
    expect(again.map((q) => q.name)).toEqual(names);
  });

  it('reads the cart and its lines with their offers in two queries', async () => {
    const me = visitor();
    const [a] = await plainProducts(t, shop, 1);
    await setLine(t, shop, a!.id, me, { quantite: 1 });
    const read = await statementsOf(() => cartOf(t, shop, me));
    expect(read).toHaveLength(2);
  });
});
