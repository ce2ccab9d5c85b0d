import { API_ERROR_CODES } from '@cabas/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, setLine } from '../../../test/helpers/cart.ts';
import { julien, type Shopper } from '../../../test/helpers/checkout.ts';
import { payDriveCart } from '../../../test/helpers/drive-payment.ts';
import { markPrepared, staffIdOf } from '../../../test/helpers/order-closing.ts';
import { staffHeaders } from '../../../test/helpers/preparation.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-cart.ts';
import type {} from '../../db/schema-ledger.ts';
import type {} from '../../db/schema-loyalty-earning.ts';
import type {} from '../../db/schema-preparation.ts';
import {
  DEMO_DEPARTMENT_POINTS_RATE,
  DEMO_PRODUCT_CAGNOTTE_RATE,
  DEMO_STORE_POINTS_RATE,
} from '../../db/seed/loyalty-earning.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';

/**
 * Loyalty earned at the hand-over (decision 123), through the API on both databases: Julien's drive
 * order, closed by his store's preparer, credits his own-brand card by the seeded rules — once,
 * whatever the retries — and his order shows it; a cancelled order earns nothing.
 */

/** Julien's own-brand card (family CP): the card an order credits first. */
const OWN_CARD = '9130000087654321';

let t: TestApp;
let s: Shopper;
let staffId: number;
let preparer: Record<string, string>;
let slotIndex = 0;
/** A product « 10 % sur la carte », another earning by the store only, one of the 2-points department. */
let ruleProduct: Product;
let plainProduct: Product;
let departmentProduct: Product;

interface Product {
  id: number;
  price_cents: number;
}

beforeAll(async () => {
  t = await createTestApp();
  s = await julien(t);
  staffId = await staffIdOf(db(), DEMO_STAFF_ACCOUNTS.preparer.email);
  preparer = await staffHeaders(t, 'preparer');
  const rules = await db()
    .selectFrom('loyalty_earning_rules')
    .selectAll()
    .where('store_id', '=', s.shop)
    .execute();
  const productRules = new Set(rules.filter((r) => r.scope === 'produit').map((r) => r.product_id));
  const department = rules.find((r) => r.scope === 'rayon')!.category_id!;
  const candidates = await plainProductsWithDepartment();
  const outside = candidates.filter((p) => p.department !== department);
  ruleProduct = outside.find((p) => productRules.has(p.id))!;
  plainProduct = outside.find((p) => !productRules.has(p.id))!;
  departmentProduct = candidates.find((p) => p.department === department && !productRules.has(p.id))!;
  expect([ruleProduct, plainProduct, departmentProduct].every(Boolean)).toBe(true);
});
afterAll(() => t?.close());

const db = () => t.database.db;

/** Unit drive products of Julien's store, with the department (top category) of each. */
async function plainProductsWithDepartment() {
  const rows = await db()
    .selectFrom('products as p')
    .innerJoin('offers as o', 'o.product_id', 'p.id')
    .innerJoin('categories as c1', 'c1.id', 'p.category_id')
    .leftJoin('categories as c2', 'c2.id', 'c1.parent_id')
    .leftJoin('categories as c3', 'c3.id', 'c2.parent_id')
    .select(['p.id', 'o.price_cents', 'c1.id as c1', 'c2.id as c2', 'c3.id as c3'])
    .where('o.store_id', '=', s.shop)
    .where('p.types_panier', '=', '["drive"]')
    .where('p.is_weighed', '=', 0)
    .where('p.type', '=', 'TC')
    .where('o.types_panier', 'is', null)
    .where('p.qte_max_panier', '>=', 3)
    .where(sql<boolean>`o.stock - o.reserved >= 100`)
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ id: r.id, price_cents: r.price_cents, department: r.c3 ?? r.c2 ?? r.c1 }));
}

/** Julien's drive cart of exactly these lines, paid by card on a slot of its own. */
async function placedOrder(lines: [Product, number][]) {
  const cart = await db()
    .selectFrom('carts')
    .select('id')
    .where('client_id', '=', s.clientId)
    .where('store_id', '=', s.shop)
    .where('type_panier', '=', 'drive')
    .executeTakeFirst();
  if (cart) await db().deleteFrom('cart_lines').where('cart_id', '=', cart.id).execute();
  for (const [product, quantity] of lines) {
    const res = await setLine(t, s.shop, product.id, s.headers, { quantite: quantity, type_panier: 'drive' });
    expect(res.statusCode).toBe(200);
  }
  return (await payDriveCart(t, s, slotIndex++)).id;
}

/** The same order, prepared by the store as ordered. */
async function preparedOrder(lines: [Product, number][]) {
  const id = await placedOrder(lines);
  await markPrepared(db(), id, staffId);
  return id;
}

const close = (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/gestion/commandes/${id}/cloture`, headers: preparer });
const card = () =>
  db()
    .selectFrom('loyalty_cards')
    .select(['solde_cents', 'solde_points'])
    .where('numero', '=', OWN_CARD)
    .executeTakeFirstOrThrow();
const gains = (orderId: number) =>
  db()
    .selectFrom('stored_value_movements')
    .select(['account', 'numero', 'amount_cents', 'cause', 'idempotency_key'])
    .where('order_id', '=', orderId)
    .where('cause', '=', 'gain')
    .orderBy('id')
    .execute();
const earned = (orderId: number) =>
  db().selectFrom('order_loyalty_earnings').selectAll().where('order_id', '=', orderId).execute();
const readyz = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;

describe('loyalty earned at the hand-over', () => {
  it('credits Julien’s own-brand card by the seeded rules, shows it on his order, writes the ledger', async () => {
    const before = await card();
    const id = await preparedOrder([
      [ruleProduct, 3],
      [plainProduct, 2],
      [departmentProduct, 1],
    ]);
    const ruleCents = ruleProduct.price_cents * 3;
    const storeCents = ruleCents + plainProduct.price_cents * 2;
    const cents = Math.floor((ruleCents * DEMO_PRODUCT_CAGNOTTE_RATE) / 10_000);
    const points = Math.floor(
      (storeCents * DEMO_STORE_POINTS_RATE + departmentProduct.price_cents * DEMO_DEPARTMENT_POINTS_RATE) /
        100,
    );
    expect(cents).toBeGreaterThan(0);

    expect((await close(id)).statusCode).toBe(200);
    expect(await card()).toEqual({
      solde_cents: before.solde_cents + cents,
      solde_points: before.solde_points + points,
    });
    expect(await earned(id)).toMatchObject([{ card_numero: OWN_CARD, cents, points, client_id: s.clientId }]);
    expect(await gains(id)).toEqual([
      {
        account: 'cagnotte',
        numero: OWN_CARD,
        amount_cents: cents,
        cause: 'gain',
        idempotency_key: `gain:${id}:cagnotte`,
      },
      {
        account: 'points',
        numero: OWN_CARD,
        amount_cents: points,
        cause: 'gain',
        idempotency_key: `gain:${id}:points`,
      },
    ]);

    const shown = (await call(t, 'GET', `/api/me/commandes/${id}?archive=1`, s.headers)).json().data;
    expect(shown.avantages_total_animco).toMatchObject({ points, eurocora: cents / 100 });
    const list = (await call(t, 'GET', '/api/me/commandes?archive=1', s.headers)).json().data;
    expect(list.find((o: { id: number }) => o.id === id)?.avantages_total_animco).toMatchObject({
      points,
      eurocora: cents / 100,
    });
    expect(await readyz()).toBe(200);
  });

  it('earns on what the order finally was: a missing line earns nothing', async () => {
    const before = await card();
    const id = await preparedOrder([
      [ruleProduct, 2],
      [plainProduct, 3],
    ]);
    const [missing] = await db()
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', '=', id)
      .where('product_id', '=', ruleProduct.id)
      .execute();
    await db()
      .insertInto('order_line_preparations')
      .values({
        order_line_id: missing!.id,
        order_id: id,
        outcome: 'manquant',
        quantity: 0,
        final_cents: 0,
        prepared_by: staffId,
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await close(id)).statusCode).toBe(200);
    const points = Math.floor((plainProduct.price_cents * 3 * DEMO_STORE_POINTS_RATE) / 100);
    expect(await card()).toEqual({
      solde_cents: before.solde_cents,
      solde_points: before.solde_points + points,
    });
    expect((await gains(id)).map((g) => g.account)).toEqual(['points']);
    expect(await readyz()).toBe(200);
  });

  it('credits once when the order is closed twice, or from two places at the same time', async () => {
    const first = await preparedOrder([[ruleProduct, 2]]);
    const second = await preparedOrder([[ruleProduct, 2]]);
    const before = await card();
    expect((await close(first)).statusCode).toBe(200);
    const once = await card();
    expect(once.solde_cents).toBeGreaterThan(before.solde_cents);
    expect((await close(first)).statusCode).toBe(200);
    expect(await card()).toEqual(once);

    const answers = await Promise.all([close(second), close(second), close(second)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const after = await card();
    expect(after.solde_cents - once.solde_cents).toBe(once.solde_cents - before.solde_cents);
    expect(after.solde_points - once.solde_points).toBe(once.solde_points - before.solde_points);
    for (const id of [first, second]) {
      expect(await earned(id)).toHaveLength(1);
      expect(await gains(id)).toHaveLength(2);
    }
    expect(await readyz()).toBe(200);
  });

  it('an order cancelled before its withdrawal earns nothing', async () => {
    const before = await card();
    const id = await placedOrder([[ruleProduct, 2]]);
    expect((await call(t, 'POST', `/api/me/commandes/${id}/annulation`, s.headers)).statusCode).toBe(200);
    const refused = await close(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(API_ERROR_CODES.closingNotAllowed);
    expect(await card()).toEqual(before);
    expect(await earned(id)).toEqual([]);
    expect(await gains(id)).toEqual([]);
    const shown = (await call(t, 'GET', `/api/me/commandes/${id}?archive=1`, s.headers)).json().data;
    expect(shown.avantages_total_animco).toMatchObject({ points: 0, eurocora: 0 });
  });
});
