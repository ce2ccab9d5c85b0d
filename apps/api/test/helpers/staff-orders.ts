import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import type {} from '../../src/db/schema-staff.ts';
import { type DayOrderPlan, insertDayOrders, parisSlot } from '../../src/db/seed/day-orders.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../src/db/seed/staff.ts';
import type { TestApp } from '../test-app.ts';

export { DEMO_STAFF_ACCOUNTS };

let address = 0;

/** A staff member's token (each login from its own address, so that no lockout carries over). */
export async function staffToken(t: TestApp, account: { email: string; password: string }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gestion/connexion',
    payload: { email: account.email, password: account.password },
    remoteAddress: `10.111.0.${++address}`,
  });
  if (res.statusCode !== 200) throw new Error(`staff login: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

/** The store a (one-store) staff member is assigned to. */
export async function staffStoreOf(db: Kysely<DB>, email: string): Promise<number> {
  const row = await db
    .selectFrom('staff_stores as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select('s.store_id')
    .where('a.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.store_id;
}

/** A customer of the seeded test database and a few products: a weighed one first, then by the piece. */
export async function orderMaterial(db: Kysely<DB>) {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'email'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const pick = (weighed: 0 | 1, count: number) =>
    db
      .selectFrom('products')
      .select(['id', 'designation', 'is_weighed'])
      .where('is_weighed', '=', weighed)
      .orderBy('id')
      .limit(count)
      .execute();
  // A weighed product first (when the catalogue has one), then products sold by the piece.
  const products = [...(await pick(1, 1)), ...(await pick(0, 3))];
  return { client, products };
}

/** An order of a store's day as the tests write it: `hour` is a Paris hour of `day`. */
export function dayOrder(
  material: Awaited<ReturnType<typeof orderMaterial>>,
  o: {
    day: string;
    hour: number;
    statut: string;
    codeTypeCommande: string;
    typePanier?: string;
    note?: string | null;
    quantities?: number[];
    unitPriceCents?: number;
  },
): DayOrderPlan {
  const slot = parisSlot(o.day, o.hour);
  const quantities = o.quantities ?? [1];
  return {
    client: material.client,
    statut: o.statut,
    codeTypeCommande: o.codeTypeCommande,
    typePanier: o.typePanier ?? 'drive',
    slotStart: slot.start,
    slotEnd: slot.end,
    placedAt: new Date(slot.start.getTime() - 2 * 86_400_000),
    lines: quantities.map((quantity, i) => {
      const product = material.products[i % material.products.length]!;
      return {
        productId: product.id,
        designation: product.designation,
        quantity,
        unitPriceCents: o.unitPriceCents ?? 250,
      };
    }),
    note: o.note ?? null,
  };
}

export { insertDayOrders };
