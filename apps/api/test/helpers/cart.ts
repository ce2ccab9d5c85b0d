import { randomUUID } from 'node:crypto';
import type { Cart } from '@cabas/contracts';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import type {} from '../../src/db/schema-cart.ts';
import type { TestApp } from '../test-app.ts';

/** Helpers of the cart tests: shoppers, calls, and products picked from the seeded test database. */

export const visitor = () => ({ 'x-uuid': randomUUID() });

export function call(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  headers: object,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
}

export const linePath = (shop: number, productId: number, query = '') =>
  `/api/magasins/${shop}/panier/lignes/${productId}${query}`;

export async function setLine(t: TestApp, shop: number, productId: number, headers: object, body: object) {
  return call(t, 'PUT', linePath(shop, productId), headers, body);
}

export async function cartOf(t: TestApp, shop: number, headers: object, kind = 'drive'): Promise<Cart> {
  const res = await call(t, 'GET', `/api/magasins/${shop}/panier?type_panier=${kind}`, headers);
  if (res.statusCode !== 200) throw new Error(`cart: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A store with drive, seller delivery and festive caterer (the first such store). */
export async function driveStore(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('stores as s')
    .select('s.id')
    .where('s.is_national', '=', 0)
    .where((eb) =>
      eb.and(
        ['DRIVE', 'LDD', 'CC_TRAITEUR_NOEL'].map((type) =>
          eb.exists(
            eb
              .selectFrom('store_order_modes as m')
              .select('m.id')
              .whereRef('m.store_id', '=', 's.id')
              .where('m.type', '=', type),
          ),
        ),
      ),
    )
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Condition on a product `p`: no advantage of the store on it (running or not). */
const withoutAdvantages = (shop: number) =>
  sql<boolean>`NOT EXISTS (SELECT 1 FROM offer_advantages a WHERE a.product_id = p.id AND a.store_id = ${shop})`;

/**
 * Drive products of a store, sold by the piece, for everyone, well stocked and without running
 * advantages: their totals are price × quantity.
 */
export async function plainProducts(
  t: Pick<TestApp, 'database'>,
  shop: number,
  count: number,
  kinds = '["drive"]',
) {
  const rows = await t.database.db
    .selectFrom('products as p')
    .innerJoin('offers as o', 'o.product_id', 'p.id')
    .select(['p.id', 'o.price_cents', 'p.qte_max_panier'])
    .where('o.store_id', '=', shop)
    .where('p.types_panier', '=', kinds)
    .where('p.is_weighed', '=', 0)
    .where('p.corapro', '=', 0)
    .where('p.type', '=', 'TC')
    .where('o.types_panier', 'is', null)
    .where('o.strike_price_cents', 'is', null)
    .where(sql<boolean>`o.stock - o.reserved >= 100`)
    .where(withoutAdvantages(shop))
    .orderBy('p.id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`only ${rows.length} plain products in store ${shop}`);
  return rows;
}

export async function weighedProduct(t: TestApp, shop: number) {
  return t.database.db
    .selectFrom('products as p')
    .innerJoin('offers as o', 'o.product_id', 'p.id')
    .select(['p.id', 'o.price_cents', 'p.qte_pas', 'p.qte_min_panier', 'p.qte_max_panier'])
    .where('o.store_id', '=', shop)
    .where('p.is_weighed', '=', 1)
    .where('p.types_panier', 'like', '%"drive"%')
    .where('o.strike_price_cents', 'is', null)
    .where(sql<boolean>`o.stock - o.reserved > 0`)
    .where(withoutAdvantages(shop))
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

export async function setStock(t: TestApp, shop: number, productId: number, stock: number) {
  await t.database.db
    .updateTable('offers')
    .set({ stock, reserved: 0 })
    .where('store_id', '=', shop)
    .where('product_id', '=', productId)
    .execute();
}

export async function countLines(t: TestApp) {
  const row = await t.database.db
    .selectFrom('cart_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The seeded gift card (type CKDO) sold in a store, with its amount range in euros. */
export async function giftCardProduct(t: TestApp, shop: number) {
  const row = await t.database.db
    .selectFrom('products as p')
    .innerJoin('offers as o', 'o.product_id', 'p.id')
    .select(['p.id', 'p.config_prix_min_cents', 'p.config_prix_max_cents'])
    .where('o.store_id', '=', shop)
    .where('p.type', '=', 'CKDO')
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  return { id: row.id, min: row.config_prix_min_cents! / 100, max: row.config_prix_max_cents! / 100 };
}
