import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import type {} from '../schema-accounts.ts';
import type {} from '../schema-checkout.ts';
import type {} from '../schema-orders.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { insertHistoryOrders } from './orders-history.ts';

/**
 * An order to prepare (issue #37 item 3, decision 112): Julien Moreau's drive order in his store,
 * placed for a slot whose cut-off has just passed, with weighed lines and lines whose substitution
 * he accepted, so that the preparation page and its journey have something to prepare on `npm start`.
 */

type Db = Kysely<DB> | Transaction<DB>;

export interface PreparationLineSpec {
  productId: number;
  designation: string;
  quantity: number;
  unitPriceCents: number;
  substitution: boolean;
}

/**
 * A placed drive order of this client in this store, on a slot of the store's first service whose
 * cut-off is `cutoffAt` (the slot starts two hours later, at 17 seconds past the minute so that it
 * never meets the planning's slots). Returns the order's id.
 */
export async function insertOrderToPrepare(
  db: Db,
  input: {
    client: { id: number; email: string };
    storeId: number;
    lines: PreparationLineSpec[];
    cutoffAt: Date;
    placedAt: Date;
    fraisCents?: number;
  },
): Promise<number> {
  const service = await db
    .selectFrom('store_mode_services')
    .select('id')
    .where('store_id', '=', input.storeId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const starts = new Date(input.cutoffAt.getTime() + 2 * 3_600_000);
  starts.setUTCSeconds(17, 0);
  const ends = new Date(starts.getTime() + 3_600_000);
  const slot = await db
    .insertInto('slots')
    .values({
      service_id: service.id,
      store_id: input.storeId,
      day: starts.toISOString().slice(0, 10),
      starts_at: starts.toISOString(),
      ends_at: ends.toISOString(),
      cutoff_at: input.cutoffAt.toISOString(),
      capacity: 3,
      reserved: 1,
      price_cents: input.fraisCents ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [orderId] = await insertHistoryOrders(db, input.client, [
    {
      storeId: input.storeId,
      placedAt: input.placedAt,
      statut: 'COMMANDEE',
      fraisCents: input.fraisCents ?? 0,
      lines: input.lines,
    },
  ]);
  if (orderId === undefined) throw new Error('La commande à préparer n’a pas été créée.');
  await db
    .updateTable('orders')
    .set({
      slot_id: slot.id,
      service_id: service.id,
      date_de_retrait: starts.toISOString(),
      date_de_retrait_max: ends.toISOString(),
    })
    .where('id', '=', orderId)
    .execute();
  const accepted = input.lines.filter((l) => l.substitution).map((l) => l.productId);
  if (accepted.length)
    await db
      .updateTable('order_lines')
      .set({ substitution_accord: 1 })
      .where('order_id', '=', orderId)
      .where('product_id', 'in', accepted)
      .execute();
  return orderId;
}

/** Products of a store in stock, weighed or not, the most popular first. */
export function offeredProducts(db: Db, storeId: number, weighed: boolean, count: number) {
  return db
    .selectFrom('offers as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(['p.id', 'p.designation', 'p.category_id', 'p.qte_min_panier', 'f.price_cents'])
    .where('f.store_id', '=', storeId)
    .where('p.type', '<>', 'CKDO')
    .where('p.is_weighed', '=', weighed ? 1 : 0)
    .where('p.garantie_legale', 'is', null)
    .where((eb) => eb('f.stock', '>', eb.ref('f.reserved')))
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id')
    .limit(count)
    .execute();
}

/**
 * Julien Moreau's order to prepare: two weighed lines (one with substitution accepted), three unit
 * lines (one with substitution accepted), on a slot whose cut-off passed ten minutes before the seed.
 */
export async function seedPreparationDemo(db: Db, now: Date = new Date()): Promise<number | null> {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'email', 'id_magasin'])
    .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
    .executeTakeFirst();
  if (!client?.id_magasin) return null;
  const weighed = await offeredProducts(db, client.id_magasin, true, 2);
  const units = await offeredProducts(db, client.id_magasin, false, 3);
  if (weighed.length < 2 || units.length < 3) return null;
  const lines: PreparationLineSpec[] = [
    ...weighed.map((p, i) => ({
      productId: p.id,
      designation: p.designation,
      quantity: Math.max(p.qte_min_panier, i === 0 ? 1 : 0.5),
      unitPriceCents: p.price_cents,
      substitution: i === 1,
    })),
    ...units.map((p, i) => ({
      productId: p.id,
      designation: p.designation,
      quantity: 2,
      unitPriceCents: p.price_cents,
      substitution: i === 0,
    })),
  ];
  return insertOrderToPrepare(db, {
    client: { id: client.id, email: client.email },
    storeId: client.id_magasin,
    lines,
    cutoffAt: new Date(now.getTime() - 10 * 60_000),
    placedAt: new Date(now.getTime() - 26 * 3_600_000),
    fraisCents: 300,
  });
}
