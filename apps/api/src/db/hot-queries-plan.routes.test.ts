import { type Kysely, type RawBuilder, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, testClock } from '../../test/accounts-helpers.ts';
import { call, driveStore, linePath, plainProducts } from '../../test/helpers/cart.ts';
import {
  chooseSlot,
  createCheckout,
  fillDriveCart,
  marie,
  openSlot,
  type Shopper,
  serviceOf,
} from '../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { serverUrl } from '../../test/test-database.ts';
import { insertHistoryOrders } from './seed/orders-history.ts';

/**
 * The plans PostgreSQL picks for the shop's hot queries, on tables grown to a few thousand rows and
 * analysed (the test seed alone has one cart and no orders, and any plan is right on a table of one
 * page). The queries are the ones the API really sends: they are captured at the driver while the
 * requests run, then each is explained with its own parameters.
 */

const WATCHED = ['offers', 'carts', 'cart_lines', 'orders', 'slots'];
const COPIES = 3000;

// biome-ignore lint/suspicious/noExplicitAny: the scratch copies touch tables of several schema files.
type AnyDb = Kysely<any>;

/**
 * Inserts `copies` copies of the rows of `table` chosen by `where`, every column copied from the
 * source row `src` unless overridden (expressions may use the copy number `g`); generated ids are
 * new, other ids must be overridden.
 */
async function copyRows(
  db: AnyDb,
  table: string,
  where: RawBuilder<unknown>,
  copies: number,
  overrides: Record<string, RawBuilder<unknown>>,
) {
  const { rows } = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
      AND (column_name <> 'id' OR ${'id' in overrides})
    ORDER BY ordinal_position`.execute(db);
  const names = rows.map((r) => r.column_name);
  const values = names.map((n) => overrides[n] ?? sql.ref(`src.${n}`));
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
    SELECT ${sql.join(values)} FROM ${sql.table(table)} src CROSS JOIN generate_series(1, ${sql.lit(copies)}) g
    WHERE ${where}`.execute(db);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && WATCHED.includes(node['Relation Name'] ?? '')) {
    found.push(node['Relation Name']!);
  }
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

interface Captured {
  text: string;
  values: unknown[];
}

const SKIPPED = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|SHOW|select pg_advisory|LISTEN)/i;
const WATCHED_TABLE = new RegExp(`\\b(${WATCHED.join('|')})\\b`);

describe.skipIf(!serverUrl)('hot query plans (PostgreSQL only: skipped on SQLite)', () => {
  let t: TestApp;
  let m: Shopper;
  let shop: number;
  let captured: Captured[] = [];
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    const db = t.database.db as AnyDb;
    shop = await driveStore(t);
    m = await marie(t);
    const client = await db
      .selectFrom('clients')
      .select(['id', 'email'])
      .where('email', '=', DEMO_ACCOUNTS.standard.email)
      .executeTakeFirstOrThrow();
    const [product] = await plainProducts(t, m.shop, 1);
    await insertHistoryOrders(db, client, [
      {
        storeId: m.shop,
        placedAt: new Date(clock().getTime() - 20 * 86_400_000),
        statut: 'RETIREE',
        lines: [{ productId: product!.id, designation: 'Produit', quantity: 2, unitPriceCents: 250 }],
      },
    ]);
    // Other customers, their orders and their carts.
    await copyRows(db, 'clients', sql`src.id = ${client.id}`, COPIES, {
      email: sql`'plan-' || g || '@example.fr'`,
    });
    const copiedClient = sql`(SELECT id FROM clients WHERE email = 'plan-' || g || '@example.fr')`;
    await copyRows(db, 'payment_sessions', sql`src.client_id = ${client.id}`, COPIES, {
      id: sql`src.id || '-' || g`,
      client_id: copiedClient,
    });
    await copyRows(db, 'orders', sql`src.client_id = ${client.id}`, COPIES, {
      client_id: copiedClient,
      code: sql`src.code || '-' || g`,
      payment_session_id: sql`src.payment_session_id || '-' || g`,
    });
    const [cart] = (await sql<{ id: number }>`SELECT id FROM carts ORDER BY id LIMIT 1`.execute(db)).rows;
    await copyRows(db, 'carts', sql`src.id = ${cart!.id}`, COPIES, {
      owner_key: sql`'plan-' || g`,
      client_id: sql`NULL`,
    });
    await copyRows(db, 'cart_lines', sql`src.cart_id = ${cart!.id}`, COPIES, {
      cart_id: sql`(SELECT id FROM carts WHERE owner_key = 'plan-' || g)`,
    });
    await sql`ANALYZE`.execute(db);
  });
  afterAll(() => t?.close());

  /** Runs the requests, recording every statement they send that reads or writes a watched table. */
  async function capture(requests: () => Promise<void>) {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await requests();
    } finally {
      captured = spy.mock.calls
        .map(([text, values]) => {
          // A prepared statement (decision 086) goes out as one object with its text and values.
          const named = typeof text === 'string' ? undefined : (text as { text?: string; values?: unknown });
          const given = named ? named.values : values;
          return {
            text: named ? String(named.text ?? '') : (text as string),
            values: Array.isArray(given) ? given : [],
          };
        })
        .filter((q) => !SKIPPED.test(q.text) && WATCHED_TABLE.test(q.text));
      spy.mockRestore();
    }
  }

  async function sequentialScans() {
    const client = new pg.Client({ connectionString: t.database.location.replace(':***@', '@') });
    await client.connect();
    const offenders: { query: string; tables: string[] }[] = [];
    try {
      for (const q of captured) {
        const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${q.text}`, q.values);
        const tables = seqScans(rows[0]['QUERY PLAN'][0].Plan as PlanNode);
        if (tables.length) offenders.push({ query: q.text.replace(/\s+/g, ' ').slice(0, 300), tables });
      }
    } finally {
      await client.end();
    }
    return offenders;
  }

  it('category page and product sheet: the store offers by key', async () => {
    const leaf = (
      await sql<{ category_id: number }>`
        SELECT p.category_id FROM products p JOIN offers o ON o.product_id = p.id AND o.store_id = ${shop}
        GROUP BY p.category_id ORDER BY COUNT(*) DESC LIMIT 1`.execute(t.database.db)
    ).rows[0]!.category_id;
    const [product] = await plainProducts(t, shop, 1);
    await capture(async () => {
      const page = await call(t, 'GET', `/api/magasins/${shop}/navigation-content/C-${leaf}`, {});
      expect(page.statusCode, page.body).toBe(200);
      const sheet = await call(t, 'GET', `/api/magasins/${shop}/produits/${product!.id}`, {});
      expect(sheet.statusCode, sheet.body).toBe(200);
    });
    expect(captured.length).toBeGreaterThan(0);
    expect(await sequentialScans()).toEqual([]);
  });

  it('cart read and add', async () => {
    const [a] = await plainProducts(t, m.shop, 1);
    await capture(async () => {
      const read = await call(t, 'GET', `/api/magasins/${m.shop}/panier?type_panier=drive`, m.headers);
      expect(read.statusCode, read.body).toBe(200);
      const add = await call(t, 'PUT', linePath(m.shop, a!.id), m.headers, { quantite: 1 });
      expect(add.statusCode, add.body).toBe(200);
    });
    expect(captured.some((q) => /\bcart_lines\b/.test(q.text))).toBe(true);
    expect(await sequentialScans()).toEqual([]);
  });

  it('orders list', async () => {
    await capture(async () => {
      const res = await call(t, 'GET', '/api/me/commandes', m.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.length).toBe(1);
    });
    expect(captured.some((q) => /\borders\b/.test(q.text))).toBe(true);
    expect(await sequentialScans()).toEqual([]);
  });

  it('slot availability and reservation', async () => {
    await fillDriveCart(t, m, 40);
    let c = await createCheckout(t, m);
    if (c.data.attributes.mode_commande !== 'DRIVE') {
      const res = await call(t, 'PUT', `/api/magasins/${m.shop}/checkout/${c.data.id}`, m.headers, {
        dateLastUpdate: c.data.attributes.dateLastUpdate,
        service_id: serviceOf(c, 'DRIVE').id,
      });
      c = res.json();
    }
    await capture(async () => {
      const slot = await openSlot(t, m, c, serviceOf(c, 'DRIVE').id);
      const res = await chooseSlot(t, m, c, slot.id);
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(captured.some((q) => /\bslots\b/.test(q.text))).toBe(true);
    expect(await sequentialScans()).toEqual([]);
  });
});
