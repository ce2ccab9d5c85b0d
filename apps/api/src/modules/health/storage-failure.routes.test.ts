import { apiMessages } from '@cabas/contracts';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { driveStore, plainProducts, setLine, visitor } from '../../../test/helpers/cart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminQuery } from '../../../test/test-database.ts';

// A full or read-only storage, simulated on the test's own database: SQLite's `max_page_count` (the
// database cannot grow: SQLITE_FULL) and `query_only` (SQLITE_READONLY); PostgreSQL's
// `default_transaction_read_only` (25006). Tests run as root, for whom file modes do not stop writes.
const unavailable = {
  status_code: 503,
  message:
    'Le service est momentanément indisponible : le stockage des données est plein ou en lecture seule.',
  code: 'service_indisponible',
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const readyz = async (app: TestApp) => {
  const res = await app.app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json() };
};

/** A visitor puts a product in a drive cart: a write of a few rows in one transaction. */
async function addToCart(app: TestApp) {
  const shop = await driveStore(app);
  const [product] = await plainProducts(app, shop, 1);
  const res = await setLine(app, shop, product!.id, visitor(), { quantite: 1 });
  return { status: res.statusCode, body: res.json() };
}

/** Lets the SQLite database grow no more, then uses up its free pages. */
async function fillSqliteDatabase(app: TestApp) {
  const db = app.database.db;
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
  let filler = 0;
  for (const size of [100_000, 3_000]) {
    for (;;) {
      try {
        await db
          .insertInto('app_meta')
          .values({ key: `filler:${filler++}`, value: 'x'.repeat(size) })
          .execute();
      } catch (error) {
        expect((error as { code?: string }).code).toBe('SQLITE_FULL');
        break;
      }
    }
  }
}

async function makePostgresReadOnly(app: TestApp) {
  const name = new URL(app.database.location).pathname.slice(1);
  await adminQuery(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);
  // The pool's open connections close; the next ones start read-only.
  await adminQuery(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
  );
  // The pool learns that the server closed a connection when its socket hears it, or when it next
  // uses it: a moment, then one read per connection still held fails, so that the test's own reads
  // that follow never meet one.
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await sql`select 1`.execute(app.database.db);
      break;
    } catch {
      // A connection the server ended: the pool drops it.
    }
  }
}

describe('readiness probe', () => {
  it('writes and commits for real, and leaves nothing behind', async () => {
    t = await createTestApp();
    expect(await readyz(t)).toEqual({ status: 200, body: { status: 'ready', database: t.database.dialect } });
    const probes = await t.database.db
      .selectFrom('app_meta')
      .select('key')
      .where('key', 'like', 'health_probe%')
      .execute();
    expect(probes).toEqual([]);
  });
});

describe.skipIf(process.env.DATABASE_URL)('SQLite storage that takes no more writes', () => {
  it('full: /readyz answers 503 with the storage message', async () => {
    t = await createTestApp();
    await fillSqliteDatabase(t);
    expect(await readyz(t)).toEqual({ status: 503, body: unavailable });
  });

  it('read-only: a write answers 503 with the storage message (not a 500), and /readyz 503', async () => {
    t = await createTestApp();
    await sql`pragma query_only = 1`.execute(t.database.db);
    expect(await addToCart(t)).toEqual({ status: 503, body: unavailable });
    expect(await readyz(t)).toEqual({ status: 503, body: unavailable });
    await sql`pragma query_only = 0`.execute(t.database.db);
    expect((await readyz(t)).status).toBe(200);
    expect((await addToCart(t)).status).toBe(200);
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL server that takes no more writes', () => {
  it('read-only: a write answers 503 with the storage message, and /readyz 503', async () => {
    t = await createTestApp();
    await makePostgresReadOnly(t);
    expect(await addToCart(t)).toEqual({ status: 503, body: unavailable });
    expect(await readyz(t)).toEqual({ status: 503, body: unavailable });
  });
});

it('the storage message is the one of the contracts', () => {
  expect(apiMessages.storageUnavailable).toBe(unavailable.message);
});
