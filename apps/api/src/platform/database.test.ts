import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';

const opened: { database: Database; dir: string }[] = [];
afterEach(async () => {
  for (const { database, dir } of opened.splice(0)) {
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe.skipIf(process.env.DATABASE_URL)('SQLite transactions shared with other processes', () => {
  it('take the write lock when they begin: another writer waits instead of breaking their snapshot', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-db-'));
    const file = path.join(dir, 'cabas.sqlite');
    const database = openDatabase({ sqliteFile: file });
    opened.push({ database, dir });
    await sql`create table counters (id integer primary key, value integer not null)`.execute(database.db);
    await sql`insert into counters (id, value) values (1, 0)`.execute(database.db);
    // Another process's connection, which does not wait for a lock (busy_timeout 0).
    const other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    try {
      await database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ value: number }>`select value from counters where id = 1`.execute(trx);
        // Between the read and the write of this transaction, the other process tries to write.
        expect(() => other.prepare('update counters set value = value + 100 where id = 1').run()).toThrow(
          /locked|busy/i,
        );
        await sql`update counters set value = ${rows[0]!.value + 1} where id = 1`.execute(trx);
      });
      expect(other.prepare('select value from counters where id = 1').get()).toEqual({ value: 1 });
    } finally {
      other.close();
    }
  });
});
