import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import type {} from '../../src/db/schema-accounts.ts';
import { DEMO_ACCOUNTS } from '../../src/db/seed/accounts.ts';
import { insertOrderToPrepare, offeredProducts } from '../../src/db/seed/preparation.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../src/db/seed/staff.ts';
import { bearer } from '../accounts-helpers.ts';
import type { TestApp } from '../test-app.ts';

/** A staff member's bearer headers (each login from its own address, away from the lockout's counts). */
let address = 0;
export async function staffHeaders(
  t: Pick<TestApp, 'app'>,
  account: keyof typeof DEMO_STAFF_ACCOUNTS,
): Promise<Record<string, string>> {
  const { email, password } = DEMO_STAFF_ACCOUNTS[account];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gestion/connexion',
    payload: { email, password },
    remoteAddress: `10.43.0.${++address}`,
  });
  if (res.statusCode !== 200) throw new Error(`staff login: ${res.statusCode} ${res.body}`);
  return bearer(res.json().access_token);
}

export interface OrderToPrepare {
  id: number;
  storeId: number;
  /** Line ids: two weighed (the second with substitution accepted), three unit lines (the first accepted). */
  weighed: number[];
  units: number[];
}

let minutes = 0;

/**
 * Julien Moreau's placed drive order in his store (the preparer's and manager's store), on a slot
 * whose cut-off is `cutoffInMinutes` from now (negative: passed). Each call gets its own slot.
 */
export async function orderToPrepare(
  db: Kysely<DB>,
  { cutoffInMinutes = -30 }: { cutoffInMinutes?: number } = {},
): Promise<OrderToPrepare> {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'email', 'id_magasin'])
    .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
    .executeTakeFirstOrThrow();
  const storeId = client.id_magasin!;
  const weighed = await offeredProducts(db, storeId, true, 2);
  const units = await offeredProducts(db, storeId, false, 3);
  const cutoffAt = new Date(Date.now() + cutoffInMinutes * 60_000 - ++minutes * 61_000);
  const id = await insertOrderToPrepare(db, {
    client: { id: client.id, email: client.email },
    storeId,
    cutoffAt,
    placedAt: new Date(Date.now() - 86_400_000),
    fraisCents: 300,
    lines: [
      ...weighed.map((p, i) => ({
        productId: p.id,
        designation: p.designation,
        quantity: 0.5,
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
    ],
  });
  const lines = await db
    .selectFrom('order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'p.is_weighed'])
    .where('l.order_id', '=', id)
    .orderBy('l.id')
    .execute();
  return {
    id,
    storeId,
    weighed: lines.filter((l) => l.is_weighed === 1).map((l) => l.id),
    units: lines.filter((l) => l.is_weighed === 0).map((l) => l.id),
  };
}
