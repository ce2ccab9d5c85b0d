import { orderChangeMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, plainProducts, setLine } from '../../../test/helpers/cart.ts';
import { marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { payDriveCart } from '../../../test/helpers/drive-payment.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-orders.ts';

/**
 * Editing an order prices it as it was sold: its lines are net of their immediate reductions, the
 * promo code is applied again by its own rule, and an unchanged order costs exactly what was paid.
 */

let t: TestApp;
let s: Shopper;
let slotIndex = 0;
const CODE = 'MODIF10';

beforeAll(async () => {
  t = await createTestApp();
  s = await marie(t);
  const db = t.database.db;
  await db.updateTable('stores').set({ allow_code_promo: 1 }).where('id', '=', s.shop).execute();
  const now = Date.now();
  await db
    .insertInto('promo_codes')
    .values({
      code: CODE,
      libelle: '10 % dès 30 € d’achats',
      percent: 10,
      amount_cents: null,
      min_basket_cents: 3000,
      starts_at: new Date(now - 86_400_000).toISOString(),
      ends_at: new Date(now + 30 * 86_400_000).toISOString(),
      store_ids: null,
    })
    .execute();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const path = (id: number, rest = '') => `/api/me/commandes/${id}${rest}`;
const orderRow = (id: number) =>
  db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const linesOf = (id: number) =>
  db().selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('product_id').execute();
const reductionsOf = (id: number) =>
  db()
    .selectFrom('order_fees')
    .select(['type', 'valeur_cents', 'code'])
    .where('order_id', '=', id)
    .where('kind', '=', 'reduction')
    .orderBy('type')
    .execute();

/** Three products, the first with a "-30 %" immediate reduction running now. */
async function products() {
  const [discounted, ...others] = await plainProducts(t, s.shop, 3);
  const now = Date.now();
  await db()
    .insertInto('offer_advantages')
    .values({
      store_id: s.shop,
      product_id: discounted!.id,
      type_avantage: 'RI',
      texte_avantage: '-30 % immédiatement',
      lot: null,
      nb_pdt_lot: null,
      valeur: 30,
      unite: '%',
      prime_fid: null,
      starts_at: new Date(now - 86_400_000).toISOString(),
      ends_at: new Date(now + 30 * 86_400_000).toISOString(),
    })
    .execute();
  return { discounted: discounted!, others };
}

/** Marie's order: the lines asked for, the promo code, paid by card. */
async function placeOrder(lines: { id: number; quantity: number }[]): Promise<number> {
  for (const l of lines) {
    const res = await setLine(t, s.shop, l.id, s.headers, { quantite: l.quantity, type_panier: 'drive' });
    expect(res.statusCode).toBe(200);
  }
  const promo = await call(t, 'POST', `/api/magasins/${s.shop}/panier/code-promo`, s.headers, {
    code_promo: CODE,
  });
  expect(promo.statusCode).toBe(200);
  return (await payDriveCart(t, s, slotIndex++)).id;
}

const edit = (id: number, lines: { product_id: number; quantity: number }[]) =>
  call(t, 'PUT', path(id, '/modification'), s.headers, {
    lignes: lines.map((l) => ({ produit_id: l.product_id, quantite: l.quantity })),
  });

describe('the reductions of an edited order', () => {
  it('keeps an unchanged order at the amount paid, its immediate reduction and promo code included', async () => {
    const { discounted, others } = await products();
    const quantity = (p: { price_cents: number; qte_max_panier: number }) =>
      Math.min(p.qte_max_panier, Math.max(2, Math.ceil(2500 / p.price_cents)));
    const id = await placeOrder([
      { id: discounted.id, quantity: 4 },
      ...others.map((p) => ({ id: p.id, quantity: quantity(p) })),
    ]);
    const order = await orderRow(id);
    const lines = await linesOf(id);
    const reduced = lines.find((l) => l.product_id === discounted.id)!;
    // The line is stored net of its reduction, and the reduction is kept beside it.
    expect(reduced.reduction_cents).toBe(Math.round(4 * discounted.price_cents * 0.3));
    expect(reduced.total_cents).toBe(4 * discounted.price_cents - reduced.reduction_cents);
    const linesCents = lines.reduce((sum, l) => sum + l.total_cents, 0);
    const promoCents = Math.round(linesCents / 10);
    expect(await reductionsOf(id)).toEqual([
      { type: 'code_promo', valeur_cents: promoCents, code: CODE },
      { type: 'remise_immediate', valeur_cents: reduced.reduction_cents, code: null },
    ]);
    expect(order.total_cents).toBe(linesCents - promoCents);

    // The same lines again: nothing to pay, nothing to refund.
    const same = await edit(id, lines);
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ difference: 0, total_ttc: order.total_cents / 100 });
    expect(same.json().data.avertissements).toEqual([]);

    // The discounted product removed: its net amount and its share of the promo code go back, and
    // its reduction no longer counts.
    const rest = lines.filter((l) => l.product_id !== discounted.id);
    const restCents = rest.reduce((sum, l) => sum + l.total_cents, 0);
    const restPromo = restCents >= 3000 ? Math.round(restCents / 10) : 0;
    const removed = await edit(id, rest);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.total_ttc).toBe((restCents - restPromo) / 100);
    const confirmed = await call(t, 'POST', path(id, '/modification/confirmation'), s.headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.remboursement.carte).toBe(
      (order.total_cents - (restCents - restPromo)) / 100,
    );
    const after = await orderRow(id);
    expect(after.total_cents).toBe(restCents - restPromo);
    expect(after.total_remise_cents).toBe(restPromo);
    expect(await reductionsOf(id)).toEqual(
      restPromo > 0 ? [{ type: 'code_promo', valeur_cents: restPromo, code: CODE }] : [],
    );
  });

  it('says when the promo code no longer applies, and the total loses it', async () => {
    const [cheap, dear] = await plainProducts(t, s.shop, 2);
    const dearQuantity = Math.min(dear!.qte_max_panier, Math.ceil(3200 / dear!.price_cents));
    const id = await placeOrder([
      { id: cheap!.id, quantity: 1 },
      { id: dear!.id, quantity: dearQuantity },
    ]);
    const order = await orderRow(id);
    expect((await reductionsOf(id)).map((r) => r.type)).toContain('code_promo');
    const res = await edit(id, [{ product_id: cheap!.id, quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.avertissements).toEqual([orderChangeMessages.promoDropped(CODE)]);
    // The slot's own fee stays (a peak slot costs more): what the promo took does not come back.
    const fees = Math.round(res.json().data.frais * 100);
    expect(res.json().data.total_ttc).toBe((cheap!.price_cents + fees) / 100);
    expect(order.total_cents).toBeGreaterThan(cheap!.price_cents);
    await call(t, 'DELETE', path(id, '/modification'), s.headers);
  });
});

describe('one unit less', () => {
  it('refunds the price of the unit of a product without an offer', async () => {
    const [plain, other] = await plainProducts(t, s.shop, 2);
    const id = await placeOrder([
      { id: plain!.id, quantity: 2 },
      { id: other!.id, quantity: Math.min(other!.qte_max_panier, Math.ceil(3500 / other!.price_cents)) },
    ]);
    const lines = await linesOf(id);
    const res = await edit(
      id,
      lines.map((l) => (l.product_id === plain!.id ? { ...l, quantity: 1 } : l)),
    );
    expect(res.statusCode).toBe(200);
    const order = await orderRow(id);
    const promoBefore = (await reductionsOf(id)).find((r) => r.type === 'code_promo')?.valeur_cents ?? 0;
    const linesAfter = lines.reduce((sum, l) => sum + l.total_cents, 0) - plain!.price_cents;
    const promoAfter = linesAfter >= 3000 ? Math.round(linesAfter / 10) : 0;
    expect(res.json().data.difference).toBe(-(plain!.price_cents - (promoBefore - promoAfter)) / 100);
    expect(order.total_cents - res.json().data.total_ttc * 100).toBeGreaterThan(0);
    await call(t, 'DELETE', path(id, '/modification'), s.headers);
  });
});
