import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/platform/database.ts';

/**
 * Fresh databases for tests. On SQLite each test file copies a migrated and seeded template file; on
 * PostgreSQL (DATABASE_URL set) each one is a new database created from a template database.
 */
export const serverUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : undefined;

export function databaseUrlFor(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const templateSqliteFile = (runId: string) =>
  path.join(os.tmpdir(), `cabas-test-template-${runId}.sqlite`);
export const templatePgName = (runId: string) => `cabas_tpl_${runId}`;

export interface TestDatabase {
  database: Database;
  /** How to open this database again (another connection, a child process). */
  connection: { databaseUrl?: string; sqliteFile?: string };
  drop(): Promise<void>;
}

export async function freshDatabase(): Promise<TestDatabase> {
  const runId = inject('testRunId');
  const id = randomUUID().replaceAll('-', '').slice(0, 12);
  if (serverUrl) {
    const name = `cabas_test_${id}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templatePgName(runId)} STRATEGY FILE_COPY`);
    const connection = { databaseUrl: databaseUrlFor(name) };
    const database = openDatabase(connection);
    return {
      database,
      connection,
      drop: async () => {
        await database.destroy();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const file = path.join(os.tmpdir(), `cabas-test-${id}.sqlite`);
  fs.copyFileSync(templateSqliteFile(runId), file);
  const database = openDatabase({ sqliteFile: file });
  return {
    database,
    connection: { sqliteFile: file },
    drop: async () => {
      await database.destroy();
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    },
  };
}
