import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase, serverUrl, type TestDatabase } from '../../test/test-database.ts';
import { openDatabase } from './database.ts';
import { executePrepared } from './prepared-statements.ts';

let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(() => fresh?.drop());

/** The statement names sent to PostgreSQL while a call runs (undefined for an unnamed query). */
async function namesSent(call: () => Promise<unknown>): Promise<(string | undefined)[]> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await call();
    return query.mock.calls.map(([sent]) =>
      typeof sent === 'string' ? undefined : (sent as { name?: string }).name,
    );
  } finally {
    query.mockRestore();
  }
}

describe('prepared statements', () => {
  it('answers the same rows as the query run plainly', async () => {
    const { db } = fresh.database;
    const query = db.selectFrom('stores').select(['id', 'name']).where('id', '=', 1);
    expect(await executePrepared(db, query)).toEqual(await query.execute());
  });

  describe.runIf(serverUrl !== undefined)('on PostgreSQL', () => {
    it('names a registered query, and only that one', async () => {
      const { db } = fresh.database;
      const sent = await namesSent(async () => {
        await executePrepared(db, db.selectFrom('stores').select('id').where('id', '=', 2));
        await db.selectFrom('stores').select('alias_web').where('id', '=', 2).execute();
      });
      expect(sent).toEqual([expect.stringMatching(/^cabas_\d+$/), undefined]);
    });

    it('sends every query unnamed when turned off (DATABASE_PREPARED_STATEMENTS=0, for a pooler)', async () => {
      const plain = openDatabase({ ...fresh.connection, preparedStatements: false });
      try {
        const { db } = plain;
        const sent = await namesSent(() =>
          executePrepared(db, db.selectFrom('stores').select('id').where('id', '=', 3)),
        );
        expect(sent).toEqual([undefined]);
      } finally {
        await plain.destroy();
      }
    });
  });
});
