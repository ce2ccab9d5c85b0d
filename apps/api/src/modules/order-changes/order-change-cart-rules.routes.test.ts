import { cartMessages } from '@cabas/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, plainProducts, setLine } from '../../../test/helpers/cart.ts';
import { fillDriveCart, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { payDriveCart } from '../../../test/helpers/drive-payment.ts';
import { ACCEPTED_CARD, postForm } from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-order-changes.ts';
import type {} from '../../db/schema-orders.ts';

/**
 * Issue #35: an order's edit applies the cart's own rules. A product the edit adds, or a line whose
 * quantity grows, passes every rule of adding it to the cart (pro-only, sold and available in the
 * store, cart kind, stock, quantity limits, gift cards); a line made smaller passes the quantity
 * limits; a line left as it was is never checked again (the store handles a product withdrawn since).
 * A refusal answers the cart's code and French message, names the line, and changes nothing.
 */

let t: TestApp;
let s: Shopper;
let slotIndex = 0;

beforeAll(async () => {
  t = await createTestApp();
  s = await marie(t);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const path = (id: number, rest = '') => `/api/me/commandes/${id}${rest}`;
const orderRow = (id: number) =>
  db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const linesOf = (id: number) =>
  db().selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('id').execute();
type Line = Awaited<ReturnType<typeof linesOf>>[number];
const body = (lines: { product_id: number; quantity: number }[]) =>
  lines.map((l) => ({ produit_id: l.product_id, quantite: l.quantity }));

/** Marie's drive order of three plain products, paid by card: its id and lines. */
async function placeOrder(): Promise<{ id: number; lines: Line[] }> {
  await fillDriveCart(t, s, 40);
  const { id } = await payDriveCart(t, s, slotIndex++);
  return { id, lines: await linesOf(id) };
}

/** A product of Marie's store, sold, in stock, matching `where` (a raw SQL condition on `p`). */
async function storeProduct(where: ReturnType<typeof sql<boolean>>) {
  return db()
    .selectFrom('products as p')
    .innerJoin('offers as o', 'o.product_id', 'p.id')
    .select(['p.id', 'p.qte_max_panier', 'o.price_cents'])
    .where('o.store_id', '=', s.shop)
    .where('o.price_cents', 'is not', null)
    .where(sql<boolean>`o.stock - o.reserved >= 50`)
    .where(where)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

/** A plain drive product the order does not hold. */
async function spareProduct(order: { lines: Line[] }) {
  const held = new Set(order.lines.map((l) => l.product_id));
  return (await plainProducts(t, s.shop, 6)).find((p) => !held.has(p.id))!;
}

/** Runs `run` while the product is changed so (withdrawn from sale, a lower cart maximum). */
async function whileProduct<T>(
  productId: number,
  change: { type?: string; qte_max_panier?: number },
  run: () => Promise<T>,
): Promise<T> {
  const before = await db()
    .selectFrom('products')
    .select(['type', 'qte_max_panier'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  await db().updateTable('products').set(change).where('id', '=', productId).execute();
  try {
    return await run();
  } finally {
    await db().updateTable('products').set(before).where('id', '=', productId).execute();
  }
}
const withdraw = <T>(productId: number, run: () => Promise<T>) =>
  whileProduct(productId, { type: 'indisponible' }, run);

/** What the cart answers when this quantity of the product is put in Marie's drive cart. */
async function cartAnswer(productId: number, quantite: number) {
  const res = await setLine(t, s.shop, productId, s.headers, { quantite, type_panier: 'drive' });
  return { code: res.json().code as string, message: res.json().message as string };
}

/** The refusal as the cart words it, naming the line of the body (`lignes.<index>.<field>`). */
function expectRefusal(res: LightMyRequestResponse, code: string, message: string, key: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toEqual({
    status_code: 422,
    message,
    code,
    errors: { lignes: [message], [key]: [message] },
  });
}

/** Nothing of the order moved, and no draft was saved. */
async function expectUnchanged(order: { id: number; lines: Line[] }, total: number, draft = 'aucune') {
  expect((await orderRow(order.id)).total_cents).toBe(total);
  expect((await linesOf(order.id)).map((l) => [l.product_id, l.quantity])).toEqual(
    order.lines.map((l) => [l.product_id, l.quantity]),
  );
  expect((await call(t, 'GET', path(order.id, '/modification'), s.headers)).json().data.statut).toBe(draft);
}

/** The payment sessions opened for the difference of an edit of the order. */
const changePayments = (orderId: number) =>
  db()
    .selectFrom('payment_sessions')
    .select('id')
    .where('order_draft', 'like', `%"modification":%"commande":${orderId}}`)
    .execute();

/** The order's lines as they are, plus `extra` (sent as the 4th line, index 3). */
const editWith = (order: { id: number; lines: Line[] }, extra: { produit_id: number; quantite: number }) =>
  call(t, 'PUT', path(order.id, '/modification'), s.headers, { lignes: [...body(order.lines), extra] });

describe('an order edit adding a product the cart refuses: the cart’s code and message, nothing saved', () => {
  it('a pro-only product for a consumer is unknown to her, as in the cart (produit_inconnu)', async () => {
    const order = await placeOrder();
    const total = (await orderRow(order.id)).total_cents;
    const pro = await storeProduct(sql<boolean>`p.corapro = 1 AND p.types_panier LIKE '%"drive"%'`);
    const cart = await cartAnswer(pro.id, 1);
    expect(cart).toEqual({ code: 'produit_inconnu', message: cartMessages.produit_inconnu });
    const res = await editWith(order, { produit_id: pro.id, quantite: 1 });
    expectRefusal(res, cart.code, cart.message, 'lignes.3.produit_id');
    await expectUnchanged(order, total);
  });

  it('a product withdrawn from sale (produit_indisponible)', async () => {
    const order = await placeOrder();
    const total = (await orderRow(order.id)).total_cents;
    const product = await spareProduct(order);
    await withdraw(product.id, async () => {
      const cart = await cartAnswer(product.id, 1);
      expect(cart).toEqual({ code: 'produit_indisponible', message: cartMessages.produit_indisponible });
      const res = await editWith(order, { produit_id: product.id, quantite: 1 });
      expectRefusal(res, cart.code, cart.message, 'lignes.3.produit_id');
    });
    await expectUnchanged(order, total);
  });

  it('a caterer-only product in a drive order (type_panier_interdit)', async () => {
    const order = await placeOrder();
    const total = (await orderRow(order.id)).total_cents;
    const caterer = await storeProduct(
      sql<boolean>`p.types_panier NOT LIKE '%"drive"%' AND p.types_panier LIKE '%traiteur%' AND o.types_panier IS NULL AND p.corapro = 0`,
    );
    const cart = await cartAnswer(caterer.id, 1);
    expect(cart).toEqual({ code: 'type_panier_interdit', message: cartMessages.type_panier_interdit });
    const res = await editWith(order, { produit_id: caterer.id, quantite: 1 });
    expectRefusal(res, cart.code, cart.message, 'lignes.3.produit_id');
    await expectUnchanged(order, total);
  });

  it('40 units of a product whose cart maximum is 2 (quantite_max, on the line’s quantity)', async () => {
    const order = await placeOrder();
    const total = (await orderRow(order.id)).total_cents;
    const limited = await storeProduct(
      sql<boolean>`p.qte_max_panier = 2 AND p.types_panier = '["drive"]' AND p.corapro = 0 AND p.type = 'TC'`,
    );
    const cart = await cartAnswer(limited.id, 40);
    expect(cart).toEqual({ code: 'quantite_max', message: cartMessages.quantite_max(2) });
    const res = await editWith(order, { produit_id: limited.id, quantite: 40 });
    expectRefusal(res, cart.code, cart.message, 'lignes.3.quantite');
    await expectUnchanged(order, total);
  });

  it('a gift card, whose amount only the cart can choose (montant_requis), not sold at its offer’s price', async () => {
    const order = await placeOrder();
    const total = (await orderRow(order.id)).total_cents;
    const card = await storeProduct(sql<boolean>`p.type = 'CKDO'`);
    const cart = await cartAnswer(card.id, 1);
    expect(cart).toEqual({ code: 'montant_requis', message: cartMessages.montant_requis });
    const res = await editWith(order, { produit_id: card.id, quantite: 1 });
    expectRefusal(res, cart.code, cart.message, 'lignes.3.produit_id');
    await expectUnchanged(order, total);
  });

  it('a line of the order grown past the cart maximum is refused on its resulting quantity', async () => {
    const order = await placeOrder();
    const total = (await orderRow(order.id)).total_cents;
    const [first, ...rest] = order.lines;
    const max = first!.quantity;
    await whileProduct(first!.product_id, { qte_max_panier: max }, async () => {
      const res = await call(t, 'PUT', path(order.id, '/modification'), s.headers, {
        lignes: body([...rest, { ...first!, quantity: max + 1 }]),
      });
      expectRefusal(res, 'quantite_max', cartMessages.quantite_max(max), 'lignes.2.quantite');
    });
    await expectUnchanged(order, total);
  });
});

describe('the cart’s rules checked again when the edit is confirmed', () => {
  it('a product added to the draft and withdrawn before the confirmation: refused, nothing applied or paid', async () => {
    const order = await placeOrder();
    const total = (await orderRow(order.id)).total_cents;
    const product = await spareProduct(order);
    expect((await editWith(order, { produit_id: product.id, quantite: 2 })).statusCode).toBe(200);
    await withdraw(product.id, async () => {
      const res = await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers);
      expectRefusal(res, 'produit_indisponible', cartMessages.produit_indisponible, 'lignes.3.produit_id');
    });
    await expectUnchanged(order, total, 'brouillon');
    expect(await changePayments(order.id)).toEqual([]);
  });
});

describe('what the cart’s rules leave to the store', () => {
  it('a line kept unchanged whose product was withdrawn since the order does not block the edit; growing it does', async () => {
    const order = await placeOrder();
    const [first, second, third] = order.lines;
    await withdraw(first!.product_id, async () => {
      // Growing the withdrawn line: refused like adding it to the cart.
      const grown = await call(t, 'PUT', path(order.id, '/modification'), s.headers, {
        lignes: body([{ ...first!, quantity: first!.quantity + 1 }, second!, third!]),
      });
      expectRefusal(grown, 'produit_indisponible', cartMessages.produit_indisponible, 'lignes.0.produit_id');
      // Left as it was while another line is removed: accepted and applied.
      const kept = await call(t, 'PUT', path(order.id, '/modification'), s.headers, {
        lignes: body([first!, second!]),
      });
      expect(kept.statusCode, kept.body).toBe(200);
      const confirm = await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers);
      expect(confirm.statusCode, confirm.body).toBe(200);
      expect(confirm.json().data.resultat).toBe('appliquee');
    });
    expect((await linesOf(order.id)).map((l) => l.product_id)).toEqual([
      first!.product_id,
      second!.product_id,
    ]);
  });

  it('a legitimate edit still works: a line grown and a new drive product, paid and applied', async () => {
    const order = await placeOrder();
    const before = await orderRow(order.id);
    const [first, ...rest] = order.lines;
    const added = await spareProduct(order);
    const put = await call(t, 'PUT', path(order.id, '/modification'), s.headers, {
      lignes: [
        ...body([{ ...first!, quantity: first!.quantity + 1 }, ...rest]),
        { produit_id: added.id, quantite: 2 },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const extra = first!.unit_price_cents + 2 * added.price_cents;
    expect(put.json().data.difference).toBe(extra / 100);
    const confirm = await call(t, 'POST', path(order.id, '/modification/confirmation'), s.headers);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data).toMatchObject({ resultat: 'paiement', a_payer: extra / 100 });
    expect(await changePayments(order.id)).toHaveLength(1);
    await postForm(t, new URL(confirm.json().data.url_webview_paiement).pathname, ACCEPTED_CARD);
    expect((await orderRow(order.id)).total_cents).toBe(before.total_cents + extra);
    const after = await linesOf(order.id);
    expect(after.find((l) => l.product_id === added.id)?.quantity).toBe(2);
    expect(after.find((l) => l.product_id === first!.product_id)?.quantity).toBe(first!.quantity + 1);
  });
});
