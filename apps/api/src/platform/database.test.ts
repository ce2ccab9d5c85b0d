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

describe.skipIf(process.env.DATABASE_URL)('SQLite transactions that SQLite rolled back itself', () => {
  async function openCounters() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-db-'));
    const database = openDatabase({ sqliteFile: path.join(dir, 'cabas.sqlite') });
    opened.push({ database, dir });
    await sql`create table notes (id integer primary key, body text not null)`.execute(database.db);
    return database.db;
  }
  const addNote = (db: Database['db'], body: string) =>
    db.transaction().execute((trx) => sql`insert into notes (body) values (${body})`.execute(trx));

  it('fail with their own error (SQLITE_FULL), not « cannot rollback - no transaction is active »', async () => {
    const db = await openCounters();
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
    await expect(addNote(db, 'x'.repeat(20_000))).rejects.toMatchObject({ code: 'SQLITE_FULL' });
  });
});

describe.skipIf(process.env.DATABASE_URL)('SQLite files', () => {
  const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

  it('are private: a new folder 0700, the database and its -wal and -shm files 0600', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-db-'));
    const dataDir = path.join(dir, 'data');
    const file = path.join(dataDir, 'cabas.sqlite');
    const database = openDatabase({ sqliteFile: file });
    opened.push({ database, dir });
    await sql`create table notes (id integer primary key)`.execute(database.db);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const f of [file, `${file}-wal`, `${file}-shm`])
      expect({ f, mode: modeOf(f) }).toEqual({ f, mode: 0o600 });
  });

  it('made readable by others by an earlier version become private when opened', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-db-'));
    const file = path.join(dir, 'cabas.sqlite');
    new SQLite(file).close();
    fs.chmodSync(file, 0o644);
    const database = openDatabase({ sqliteFile: file });
    opened.push({ database, dir });
    expect(modeOf(file)).toBe(0o600);
  });
});
